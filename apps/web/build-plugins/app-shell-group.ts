import type { Plugin } from 'vite';

// The web app's own sources: the libraries have their groups, and @bingo/core is left to the
// bundler, which keeps only what is used of it (its index re-exports every schema).
const appSource = /[\\/]apps[\\/]web[\\/]src[\\/].*\.tsx?$/;

/**
 * The app's own modules that the last stage (src/app/start.tsx) imports statically, directly or
 * not, gathered into one chunk by `codeSplitting.groups` (vite.config.ts). Once the entry only
 * imports its stages dynamically, the bundler would cut the modules that lazy screens share
 * with them into a score of tiny chunks: each a request a phone makes, and gzip compressing each
 * alone costs bytes of the page budget (docs/decisions/007). Known when the module graph is
 * complete (`buildEnd`), before chunks are made.
 */
export function appShellGroup(
  entryModule: string,
  startModule: string,
): { plugin: Plugin; test: (id: string) => boolean; boot: (id: string) => boolean; firstStyles: (id: string) => boolean } {
  const shell = new Set<string>();
  const boot = new Set<string>();
  const styles = new Set<string>();
  const plugin: Plugin = {
    name: 'bingo:app-shell-group',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const closure = (module: string) => {
        const root = ids.find((id) => id.replaceAll('\\', '/').endsWith(`/${module}`));
        if (!root) return this.error(`app-shell-group: ${module} is not in the build`);
        const found = new Set<string>();
        const queue = [root];
        while (queue.length > 0) {
          const id = queue.pop()!;
          if (found.has(id) || !appSource.test(id)) continue;
          found.add(id);
          queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return found;
      };
      // What the entry itself imports (the yield between stages) stays out: in the shell's chunk
      // it would make the entry import the whole shell, evaluated before the first stage.
      const entry = closure(entryModule);
      for (const id of closure(startModule)) if (!entry.has(id)) shell.add(id);
      // The modules the entry imports, which the app imports too (the yield, localStorage, the
      // theme, the page drawn from the last visit): one chunk, instead of one request each before
      // the first paint.
      for (const id of entry) if (!id.replaceAll('\\', '/').endsWith(`/${entryModule}`)) boot.add(id);
      // The stylesheets the entry imports, one group too: shared with lazy screens, each would
      // otherwise be cut into a file of its own, a render-blocking request each.
      for (const id of entry)
        for (const imported of this.getModuleInfo(id)?.importedIds ?? []) if (/\.css$/.test(imported)) styles.add(imported);
    },
  };
  return { plugin, test: (id) => shell.has(id), boot: (id) => boot.has(id), firstStyles: (id) => styles.has(id) };
}
