import type { IndexHtmlTransformContext, Plugin } from 'vite';
import { addStaticImports, type Bundle } from './chunk-graph.ts';

type Chunk = NonNullable<IndexHtmlTransformContext['chunk']>;
type BundleEntry = Bundle[string] | undefined;
const cssOf = (chunk: BundleEntry): string[] => (chunk?.type === 'chunk' ? [...(chunk.viteMetadata?.importedCss ?? [])] : []);

/**
 * The `<link rel="modulepreload">` tags of every chunk the entry's stages import and the entry
 * does not, in the order they are evaluated. Throws when the staging would not pay or would move
 * the page (see the checks below).
 */
export function stagedPreloadLinks(bundle: Bundle, entry: Chunk, stagedGroups: readonly string[]): string[] {
  const inEntry = addStaticImports(bundle, entry.fileName, new Set());
  const staged = new Set<string>();
  for (const stage of entry.dynamicImports) addStaticImports(bundle, stage, staged);
  // A stage's code the entry imports itself is evaluated with the entry, before the first
  // stage: one long task again. Only the small helpers they share (the yield, Vite's preload
  // helper) may be there, not the chunks of the staged groups.
  const early = [...inEntry].filter((file) => {
    const chunk = bundle[file];
    return chunk?.type === 'chunk' && stagedGroups.includes(chunk.name);
  });
  if (early.length > 0) {
    throw new Error(`staged-entry: src/main.tsx imports ${early.join(', ')} statically; import it in a stage instead`);
  }
  const later = [...staged].filter((file) => !inEntry.has(file));
  // A stylesheet that came with a stage would be linked after the first paint, and the
  // page would move when it came in: the entry must import it (into the first stylesheet).
  const entryCss = new Set([...inEntry].flatMap((file) => cssOf(bundle[file])));
  const lateCss = later.flatMap((file) => cssOf(bundle[file])).filter((css) => !entryCss.has(css));
  if (lateCss.length > 0) {
    throw new Error(`staged-entry: ${lateCss.join(', ')} would load after the first paint; import its source in src/main.tsx`);
  }
  // Marked, so the server can hold them back on the pages whose top it draws (docs/decisions/047).
  return later.map((file) => `<link rel="modulepreload" data-staged crossorigin href="/${file}">`);
}

/**
 * Build only (docs/decisions/046): the entry (src/main.tsx) evaluates the app's code in stages,
 * each a dynamic import, so the code is no longer announced by the entry's static imports. This
 * writes every chunk those stages import (statically, transitively) into index.html as
 * `<link rel="modulepreload">` next to the entry's own: the phone still fetches the whole app
 * with the HTML, and only its evaluation is spread over several tasks. Lazy screens imported by
 * the stages stay lazy (only static imports are followed).
 */
export function stagedEntryPreloads(stagedGroups: readonly string[]): Plugin {
  return {
    name: 'bingo:staged-entry-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const { bundle, chunk: entry } = ctx;
        if (!bundle || !entry) return html;
        const links = stagedPreloadLinks(bundle, entry, stagedGroups);
        if (links.length === 0) return html;
        // After the entry's script (and its own preloads, if any), in the order of evaluation.
        return html.replace(/([ \t]*)(<script type="module"[^>]*><\/script>)/, (_tag, indent: string, script: string) =>
          [script, ...links].map((tag, i) => (i === 0 ? `${indent}${tag}` : `\n${indent}${tag}`)).join(''),
        );
      },
    },
  };
}
