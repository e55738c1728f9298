import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { bootstrapIconsSubset } from './build-plugins/bootstrap-icons-subset.ts';
import { firstPaintOrder } from './build-plugins/first-paint-order.ts';
import { firstScreens } from './build-plugins/first-screens.ts';
import { appShellGroup } from './build-plugins/app-shell-group.ts';
import { screensWithoutZod } from './build-plugins/screens-without.ts';
import { stagedEntryPreloads } from './build-plugins/staged-entry.ts';

// Admin screens live in src/features/<area>/admin/ and the admin shell in src/app/layouts/admin/:
// they are only reached through React.lazy, and grouping them keeps the buyer's first download
// free of admin code while an admin gets their screens in one request.
const adminModule = /[\\/]src[\\/](features[\\/][^\\/]+[\\/]admin|app[\\/]layouts[\\/]admin)[\\/]/;
// @bingo/core is pure apart from its zod-locale import. Telling the bundler so lets the buyer's
// first download take core's texts without zod; the forms (lazy) set zod's pt-BR locale
// themselves in src/lib/form-resolver.ts.
const coreModule = /[\\/]packages[\\/]core[\\/]src[\\/]/;
// The framework changes less often than the app: a separate chunk stays cached across deploys.
const frameworkModule = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/;
// The UI kit and data libraries (react-bootstrap and its helpers, TanStack Query, toasts): one
// cached chunk instead of a dozen tiny shared ones, each a request a phone makes one after another
// (six at a time over HTTP/1.1) before the first screen.
const vendorModule =
  /[\\/]node_modules[\\/](react-bootstrap|@restart|@react-aria|react-aria|@swc[\\/]helpers|@babel[\\/]runtime|classnames|dom-helpers|invariant|prop-types|prop-types-extra|react-is|object-assign|react-transition-group|uncontrollable|react-lifecycles-compat|warning|dequal|@popperjs|@tanstack|react-toastify|clsx)[\\/]/;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Writes a .br and a .gz copy next to every text file of the build (JS, CSS, HTML, SVG, JSON),
 * at the strongest settings, once per build. The server sends them as they are (@fastify/static
 * preCompressed) to browsers that accept them: a phone downloads the framework and Bootstrap's
 * CSS at a third of their size or less, and the server spends no CPU compressing per request.
 */
function precompress(): Plugin {
  let outDir = '';
  let files: string[] = [];
  return {
    name: 'bingo:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      files = Object.keys(bundle).filter((f) => /\.(js|css|html|svg|json)$/.test(f));
    },
    async closeBundle() {
      await Promise.all(
        files.map(async (file) => {
          const raw = await fs.readFile(path.join(outDir, file)).catch(() => null);
          if (!raw || raw.length < 1024) return;
          const [br, gz] = await Promise.all([
            brotli(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
            gzip(raw, { level: 9 }),
          ]);
          if (br.length < raw.length) await fs.writeFile(path.join(outDir, `${file}.br`), br);
          if (gz.length < raw.length) await fs.writeFile(path.join(outDir, `${file}.gz`), gz);
        }),
      );
    },
  };
}

// The modules of the app's last stage, one chunk (build-plugins/staged-entry.ts, docs/decisions/046).
const appShell = appShellGroup('src/main.tsx', 'src/app/start.tsx');

export default defineConfig({
  plugins: [
    react(),
    bootstrapIconsSubset({ srcDir: path.resolve(import.meta.dirname, 'src') }),
    appShell.plugin,
    // The chunks the entry's stages evaluate (its groups below): never imported by the entry itself.
    stagedEntryPreloads(['framework', 'vendor', 'app']),
    firstPaintOrder(),
    // The buyer's pages a phone lands on from a link (docs/decisions/041). On /comprar and
    // /verificacao/{id}, whose top the server draws, the server holds these preloads until the
    // first paint (docs/decisions/047): fetched with the HTML they would share the line with the
    // stylesheet that paint waits for (docs/decisions/042).
    firstScreens({
      '/minhas-cartelas': 'src/features/cards/MyCardsPage.tsx',
      '/comprar': 'src/features/purchases/PurchasePage.tsx',
      '/verificacao/*': 'src/features/live/VerificationPage.tsx',
    }),
    screensWithoutZod(['src/features/purchases/PurchasePage.tsx', 'src/features/live/VerificationPage.tsx']),
    precompress(),
  ],
  server: {
    port: 5173,
    // API_URL lets the dev server talk to an API started on another port. /fake-checkout is the
    // test payment provider's hosted page, served by the API server outside /api.
    proxy: {
      '/api': { target: process.env.API_URL ?? 'http://localhost:3000', changeOrigin: false },
      '/fake-checkout': { target: process.env.API_URL ?? 'http://localhost:3000', changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // Banners stay real image files (cached on their own, loaded lazily) instead of data URIs in JS.
    assetsInlineLimit: (file: string) => (/[\\/]banners[\\/]/.test(file) ? false : undefined),
    rolldownOptions: {
      treeshake: { moduleSideEffects: (id: string) => !coreModule.test(id) },
      output: {
        // Rolldown's successor of Rollup's manualChunks.
        codeSplitting: {
          groups: [
            // Only the admin modules themselves: pulling their dependencies in too (the default)
            // would drag shared code, and so the whole admin chunk, into the buyer's first load.
            { name: 'admin', test: adminModule, priority: 2, includeDependenciesRecursively: false },
            { name: 'framework', test: frameworkModule, priority: 1 },
            { name: 'vendor', test: vendorModule, priority: 1 },
            { name: 'app', test: appShell.test, includeDependenciesRecursively: false },
            { name: 'first-styles', test: appShell.firstStyles, priority: 3 },
            { name: 'boot', test: appShell.boot, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
});
