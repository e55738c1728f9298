import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);
const ICONS_CSS = /[\\/]bootstrap-icons[\\/]font[\\/]bootstrap-icons(\.min)?\.css$/;
// One rule per glyph in Bootstrap Icons' stylesheet: `.bi-cart3::before{content:"\f1b6"}`.
const GLYPH_RULE = /\.bi-([a-z0-9-]+)::before\s*\{\s*content:\s*"\\[0-9a-f]+"\s*;?\s*\}/g;

/** Every string literal (and `bi-NAME` class) in the app's sources that is an icon's name. */
export async function usedIconNames(srcDir: string, known: Record<string, number>): Promise<Set<string>> {
  const used = new Set<string>();
  const entries = await fs.readdir(srcDir, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile() || !/\.(tsx?|css)$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) continue;
    const code = await fs.readFile(path.join(entry.parentPath, entry.name), 'utf8');
    for (const m of code.matchAll(/(["'`])([a-z0-9-]+)\1|\bbi-([a-z0-9-]+)/g)) {
      const name = m[2] ?? m[3];
      if (name && name in known) used.add(name);
    }
  }
  return used;
}

/**
 * Build only: Bootstrap Icons ships one 135 kB font with 2,078 glyphs and a rule for each, and
 * the app uses about 80. The stylesheet keeps its @font-face and base rule, and only the rules of
 * icons named somewhere in src/ (an <Icon name="..."> literal, a `bi-...` class, an icon field of
 * a menu...); the font becomes a subset with just those glyphs (a few kB of WOFF2), inlined in
 * the stylesheet (the CSP allows data: fonts), so an icon never waits for a second download.
 * An icon name must therefore appear whole in the sources, never assembled from pieces.
 * `vite dev` keeps the whole font.
 */
export function bootstrapIconsSubset(options: { srcDir: string }): Plugin {
  return {
    name: 'bingo:bootstrap-icons-subset',
    apply: 'build',
    enforce: 'pre',
    async transform(css, id) {
      if (!ICONS_CSS.test(id.split('?')[0] ?? '')) return null;
      const fontDir = path.dirname(require.resolve('bootstrap-icons/font/bootstrap-icons.json'));
      const codepoints = JSON.parse(await fs.readFile(path.join(fontDir, 'bootstrap-icons.json'), 'utf8')) as Record<string, number>;
      const used = await usedIconNames(options.srcDir, codepoints);

      let rules = 0;
      let out = css.replace(GLYPH_RULE, (rule, name: string) => {
        rules++;
        return used.has(name) ? rule : '';
      });
      if (rules < Object.keys(codepoints).length) {
        this.error(
          `bootstrap-icons: found ${rules} glyph rules for ${Object.keys(codepoints).length} icons; has the stylesheet's format changed?`,
        );
      }
      const text = [...used].map((name) => String.fromCodePoint(codepoints[name]!)).join('');
      const font = await subsetFont(await fs.readFile(path.join(fontDir, 'fonts', 'bootstrap-icons.woff2')), text, {
        targetFormat: 'woff2',
      });
      const src = `url("data:font/woff2;base64,${font.toString('base64')}") format("woff2")`;
      const fontFace = /(@font-face\s*\{[^}]*?\bsrc:)[^;}]+/;
      if (!fontFace.test(out)) this.error('bootstrap-icons: no @font-face src in the stylesheet');
      out = out.replace(fontFace, (_m, head: string) => `${head}${src}`);
      this.info(`bootstrap-icons: ${used.size} of ${rules} icons kept, font ${(font.length / 1000).toFixed(1)} kB`);
      return { code: out, map: null };
    },
  };
}
