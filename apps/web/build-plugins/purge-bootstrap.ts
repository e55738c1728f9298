import path from 'node:path';
import purgeCSSPlugin from '@fullhuman/postcss-purgecss';
import type { Plugin as PostcssPlugin } from 'postcss';
import type { Plugin } from 'vite';

const BOOTSTRAP_CSS = /[\\/]node_modules[\\/]bootstrap[\\/]dist[\\/]css[\\/]/;

/**
 * Class names the sources never spell whole: react-bootstrap builds them from props
 * (`btn-${variant}`, `text-bg-${bg}`, `${bsPrefix}-header`, the transition states), and so does
 * the app (`text-${tone}-emphasis`, `bg-${tone}-subtle`, `border-${variant}`). Whole families are
 * kept for every component react-bootstrap may render, so a screen never loses a rule.
 */
const SAFELIST = [
  /^btn/,
  /^bg-/,
  /^text-bg-/,
  /^text-(primary|secondary|success|danger|warning|info|light|dark|body|muted|white|black)/,
  /^border-(primary|secondary|success|danger|warning|info|light|dark|white|black)/,
  /^alert/,
  /^badge/,
  /^modal/,
  /^offcanvas/,
  /^toast/,
  /^fade$/,
  /^show/,
  /^hiding$/,
  /^collaps/,
  /^dropdown/,
  /^dropup/,
  /^dropstart/,
  /^dropend/,
  /^tooltip/,
  /^popover/,
  /^bs-/,
  /^form-/,
  /^was-validated$/,
  /^is-(valid|invalid)$/,
  /^(valid|invalid)-/,
  /^visually-hidden/,
  /^spinner/,
  /^nav/,
  /^tab-/,
  /^table/,
  /^carousel/,
  /^accordion/,
  /^list-group/,
  /^page-/,
  /^pagination/,
  /^progress/,
  /^input-group/,
  /^card/,
  /^placeholder/,
  /^active$/,
  /^disabled$/,
  /^close/,
  /^ratio/,
  /^breadcrumb/,
  /^(v|h)stack$/,
  /^rounded/,
  /^img-/,
  /^figure/,
  /^row/,
  /^col/,
  /^g[xy]?-/,
  /^container/,
];

/**
 * Build only (docs/decisions/041): Bootstrap's stylesheet, render-blocking on every page, keeps
 * only the rules whose classes the app's sources (and @bingo/core's first-paint markup) name, plus
 * the families above. The app's own stylesheets are left as written.
 */
export function purgeBootstrap({ webDir, coreDir }: { webDir: string; coreDir: string }): Plugin {
  const purge = purgeCSSPlugin({
    content: [path.join(webDir, 'index.html'), path.join(webDir, 'src/**/*.{ts,tsx}'), path.join(coreDir, 'src/**/*.ts')],
    skippedContentGlobs: ['**/*.test.ts', '**/*.test.tsx'],
    safelist: { standard: SAFELIST },
    // Bootstrap's dark mode and its components' states are attribute selectors.
    dynamicAttributes: [
      'data-bs-theme',
      'data-bs-popper',
      'role',
      'type',
      'disabled',
      'readonly',
      'aria-expanded',
      'aria-current',
      'aria-disabled',
    ],
  }) as PostcssPlugin & { OnceExit: NonNullable<PostcssPlugin['OnceExit']> };
  const onlyBootstrap: PostcssPlugin = {
    postcssPlugin: 'bingo:purge-bootstrap',
    OnceExit(root, helpers) {
      if (!BOOTSTRAP_CSS.test(root.source?.input.file ?? '')) return;
      return purge.OnceExit(root, helpers);
    },
  };
  return {
    name: 'bingo:purge-bootstrap',
    apply: 'build',
    config: () => ({ css: { postcss: { plugins: [onlyBootstrap] } } }),
  };
}
