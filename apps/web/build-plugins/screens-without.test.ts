import { describe, expect, it } from 'vitest';
import type { Bundle } from './chunk-graph';
import { screensContaining } from './screens-without';

const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], facadeModuleId: string | null = null) => ({
  type: 'chunk',
  fileName,
  moduleIds,
  imports,
  facadeModuleId,
});

const bundle = {
  'assets/PurchasePage.js': chunk(
    'assets/PurchasePage.js',
    ['/w/apps/web/src/features/purchases/PurchasePage.tsx'],
    ['assets/texts.js'],
    '/w/apps/web/src/features/purchases/PurchasePage.tsx',
  ),
  'assets/texts.js': chunk('assets/texts.js', ['/w/packages/core/src/schemas/stage-texts.ts']),
  'assets/Admin.js': chunk('assets/Admin.js', ['/w/apps/web/src/Admin.tsx'], ['assets/common.js'], '/w/apps/web/src/Admin.tsx'),
  'assets/common.js': chunk('assets/common.js', ['/w/node_modules/zod/v4/core/core.js', '/w/packages/core/src/schemas/stages.ts']),
} as unknown as Bundle;

const zod = /[\\/]node_modules[\\/]zod[\\/]/;

describe('screens without zod (docs/decisions/046)', () => {
  it('passes a screen whose static imports hold no zod', () => {
    expect(screensContaining(bundle, ['src/features/purchases/PurchasePage.tsx'], zod)).toEqual([]);
  });

  it('names the screen and the chunk that brings zod in, however deep', () => {
    const deeper = { ...bundle, 'assets/texts.js': chunk('assets/texts.js', ['/w/x.ts'], ['assets/common.js']) } as unknown as Bundle;
    expect(screensContaining(deeper, ['src/features/purchases/PurchasePage.tsx', 'src/Admin.tsx'], zod)).toEqual([
      'src/features/purchases/PurchasePage.tsx (through assets/common.js)',
      'src/Admin.tsx (through assets/common.js)',
    ]);
  });

  it('says so when a screen is no longer a chunk of its own', () => {
    expect(screensContaining(bundle, ['src/Gone.tsx'], zod)).toEqual(['src/Gone.tsx (no chunk: is it still a lazy screen?)']);
  });
});
