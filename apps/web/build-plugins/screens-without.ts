import type { Plugin } from 'vite';
import { addStaticImports, type Bundle } from './chunk-graph.ts';

/**
 * The screens (source modules, relative to the web app) whose code, with all it imports
 * statically, must not contain a module matching `forbidden`; the names of the offending chunks,
 * or an empty list. A lazily imported module (`import()`) is not theirs.
 */
export function screensContaining(bundle: Bundle, screens: readonly string[], forbidden: RegExp): string[] {
  const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
  return screens.flatMap((screen) => {
    const chunk = chunks.find((c) => c.facadeModuleId?.replaceAll('\\', '/').endsWith(`/${screen}`));
    if (!chunk) return [`${screen} (no chunk: is it still a lazy screen?)`];
    const files = addStaticImports(bundle, chunk.fileName, new Set());
    const offending = [...files].filter((file) => {
      const c = bundle[file];
      return c?.type === 'chunk' && c.moduleIds.some((id) => forbidden.test(id));
    });
    return offending.length > 0 ? [`${screen} (through ${offending.join(', ')})`] : [];
  });
}

/**
 * Build only (docs/decisions/046): the buyer's screens a phone lands on from a link evaluate no
 * zod before they are interactive (a third of their code to evaluate). A text such a screen
 * shows goes in a module without zod; a schema it needs is loaded lazily (lib/lazy-resolver.ts).
 */
export function screensWithoutZod(screens: readonly string[]): Plugin {
  return {
    name: 'bingo:screens-without-zod',
    apply: 'build',
    generateBundle(_options, bundle) {
      const found = screensContaining(bundle as Bundle, screens, /[\\/]node_modules[\\/]zod[\\/]/);
      if (found.length > 0) this.error(`screens-without-zod: zod is imported by ${found.join('; ')}`);
    },
  };
}
