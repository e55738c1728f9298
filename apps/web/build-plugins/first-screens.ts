import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { addStaticImports } from './chunk-graph.ts';

/** Where the list is written in the build, read by the server (apps/server plugins/app-page.ts). */
export const FIRST_SCREENS_FILE = 'first-screens.json';

/**
 * Build only (docs/decisions/041): for each buyer's page whose screen is a lazy chunk, the chunk
 * and every chunk it imports that the entry does not, as the server writes them into that page's
 * index.html as `<link rel="modulepreload">`: a phone then fetches the screen's code with the
 * app's instead of after the app has run and asked for it; and their stylesheets, as preloads
 * (docs/decisions/042). Keys are addresses ('*' matches one
 * path segment), values the source module of the screen, relative to the web app.
 */
export function firstScreens(screens: Record<string, string>): Plugin {
  return {
    name: 'bingo:first-screens',
    apply: 'build',
    // Once the files are written: until then a later plugin may still rename a chunk (its hash
    // changes when Vite rewrites its imports), and the list would name a file that is not there.
    writeBundle(options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const entry = chunks.find((c) => c.isEntry);
      // What index.html already preloads: the entry and its stages (docs/decisions/046).
      const inEntry = new Set<string>();
      if (entry) for (const file of [entry.fileName, ...entry.dynamicImports]) addStaticImports(bundle, file, inEntry);
      const list: Record<string, string[]> = {};
      for (const [address, module] of Object.entries(screens)) {
        const screen = chunks.find((c) => c.facadeModuleId?.replaceAll('\\', '/').endsWith(`/${module}`));
        if (!screen) this.error(`first-screens: no chunk for ${module} (${address})`);
        const files = addStaticImports(bundle, screen.fileName, new Set());
        const own = [...files].filter((f) => !inEntry.has(f));
        // Their stylesheets too (docs/decisions/042): the screen's import waits for them, one more
        // round trip after its code; preloaded, they are in the cache by then.
        const styles = own.flatMap((f) => {
          const chunk = bundle[f];
          return chunk?.type === 'chunk' ? [...(chunk.viteMetadata?.importedCss ?? [])] : [];
        });
        list[address] = [...own, ...new Set(styles)].map((f) => `/${f}`);
      }
      fs.writeFileSync(path.join(options.dir ?? 'dist', FIRST_SCREENS_FILE), `${JSON.stringify(list, null, 2)}\n`);
    },
  };
}
