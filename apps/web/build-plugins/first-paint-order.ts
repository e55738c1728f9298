import type { Plugin } from 'vite';

/**
 * Build only (docs/decisions/041): in the index.html Vite writes, the stylesheet comes first and
 * the app's scripts and their module preloads are fetched at low priority. The page's first paint
 * (the server's drawing of its top, or the spinner) needs only the HTML and the stylesheet; on a
 * slow phone the scripts, four times the stylesheet's bytes, would otherwise share the line with
 * it and hold that paint back. They still start at once and take the line when the stylesheet is in.
 */
export function firstPaintOrder(): Plugin {
  return {
    name: 'bingo:first-paint-order',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const stylesheets: string[] = [];
        const withoutCss = html.replace(/[ \t]*<link rel="stylesheet"[^>]*>\n?/g, (tag) => {
          stylesheets.push(tag);
          return '';
        });
        const lowScripts = withoutCss.replace(
          /<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g,
          '<$1 fetchpriority="low"',
        );
        // Before the first script of <head>.
        return lowScripts.replace(
          /([ \t]*)<script type="module"/,
          (tag, indent: string) => `${stylesheets.map((s) => `${indent}${s.trim()}\n`).join('')}${tag}`,
        );
      },
    },
  };
}
