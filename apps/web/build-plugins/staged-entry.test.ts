import { describe, expect, it } from 'vitest';
import { stagedPreloadLinks } from './staged-entry';

type Fake = { imports?: string[]; dynamicImports?: string[]; css?: string[] };

/** A bundle as Vite hands it to transformIndexHtml, with only what the function reads. */
function bundleOf(chunks: Record<string, Fake>) {
  const bundle = Object.fromEntries(
    Object.entries(chunks).map(([fileName, c]) => [
      fileName,
      {
        type: 'chunk',
        fileName,
        imports: c.imports ?? [],
        dynamicImports: c.dynamicImports ?? [],
        name: fileName.replace(/^assets\//, '').replace(/\.js$/, ''),
        viteMetadata: { importedCss: new Set(c.css ?? []), importedAssets: new Set() },
      },
    ]),
  );
  const args = [bundle, bundle['assets/index.js'], ['framework', 'app']] as unknown as Parameters<typeof stagedPreloadLinks>;
  return () => stagedPreloadLinks(...args);
}

const stages = {
  'assets/react-stage.js': { imports: ['assets/framework.js'] },
  'assets/framework.js': {},
  'assets/start.js': { imports: ['assets/app.js'] },
  'assets/app.js': { imports: ['assets/framework.js'], dynamicImports: ['assets/PurchasePage.js'], css: ['assets/first.css'] },
  'assets/PurchasePage.js': { imports: ['assets/zod.js'] },
  'assets/zod.js': {},
};

describe('the staged entry (docs/decisions/046)', () => {
  it('preloads every chunk the stages import, once, and not the lazy screens', () => {
    const links = bundleOf({
      'assets/index.js': { dynamicImports: ['assets/react-stage.js', 'assets/start.js'], css: ['assets/first.css'] },
      ...stages,
    })();
    expect(links).toEqual([
      '<link rel="modulepreload" data-staged crossorigin href="/assets/react-stage.js">',
      '<link rel="modulepreload" data-staged crossorigin href="/assets/framework.js">',
      '<link rel="modulepreload" data-staged crossorigin href="/assets/start.js">',
      '<link rel="modulepreload" data-staged crossorigin href="/assets/app.js">',
    ]);
  });

  it('refuses an entry that imports a stage’s code itself (it would be evaluated with the entry, in one long task)', () => {
    const build = bundleOf({
      'assets/index.js': {
        imports: ['assets/app.js'],
        dynamicImports: ['assets/react-stage.js', 'assets/start.js'],
        css: ['assets/first.css'],
      },
      ...stages,
    });
    expect(build).toThrow('src/main.tsx imports assets/app.js, assets/framework.js statically');
  });

  it('lets the entry share a small helper with the stages', () => {
    const links = bundleOf({
      'assets/index.js': { imports: ['assets/next-task.js'], dynamicImports: ['assets/start.js'], css: ['assets/first.css'] },
      'assets/next-task.js': {},
      ...stages,
      'assets/start.js': { imports: ['assets/app.js', 'assets/next-task.js'] },
    })();
    expect(links).not.toContain('<link rel="modulepreload" data-staged crossorigin href="/assets/next-task.js">');
  });

  it('refuses a stylesheet that would come with a stage, after the first paint', () => {
    const build = bundleOf({
      'assets/index.js': { dynamicImports: ['assets/react-stage.js', 'assets/start.js'], css: [] },
      ...stages,
    });
    expect(build).toThrow('assets/first.css would load after the first paint');
  });
});
