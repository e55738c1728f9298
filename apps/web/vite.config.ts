import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

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

export default defineConfig({
  plugins: [react()],
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
          ],
        },
      },
    },
  },
});
