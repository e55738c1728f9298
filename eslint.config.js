import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import webBoundaries from 'eslint-plugin-boundaries';
import { createNodeResolver, importX as webImportX } from 'eslint-plugin-import-x';
import serverBoundaries from 'eslint-plugin-boundaries';
import { createNodeResolver as serverResolver, importX as serverImportX } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

// Benchmarks, scripts and end-to-end specs are linted under the server's rules (boundaries,
// type-aware promises) like the code they drive (docs/decisions/030).
const TOOLING = ['bench/**/*.ts', 'scripts/**/*.ts', 'apps/web/e2e/**/*.ts'];

// A server module, and live/, is reached from outside only through its index.ts (docs/decisions/011);
// its own files reach each other freely. The last policy that matches decides.
const SERVER_FACES = [
  { disallow: { to: { element: { type: 'server-module', captured: { module: '!{{ from.element.captured.module }}' } } } } },
  { disallow: { to: { element: { type: 'server-live' } } } },
  { from: { element: { type: 'server-live' } }, allow: { to: { element: { type: 'server-live' } } } },
  { allow: { to: { element: { types: { anyOf: ['server-module', 'server-live'] }, fileInternalPath: 'index.ts' } } } },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/migrations/**', '.tmp/**', 'data/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // Web layers (docs/decisions/010): app -> features -> components and lib, never back up; a
    // feature is used by others only through its index.ts (the router: its pages.ts of lazy
    // loaders); no import cycles.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { boundaries: webBoundaries, 'import-x': webImportX },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'boundaries/include': ['apps/web/src/**/*'],
      'boundaries/elements': [
        { type: 'web-app', pattern: 'apps/web/src/app' },
        { type: 'web-feature', pattern: 'apps/web/src/features/*', capture: ['feature'] },
        { type: 'web-components', pattern: 'apps/web/src/components' },
        { type: 'web-lib', pattern: 'apps/web/src/lib' },
        { type: 'web-test', pattern: 'apps/web/src/test' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            // Another feature only through its index.ts (the router: pages.ts; the entry, drawing a page
            // before the code: first-draw.ts, docs/decisions/049); its own files freely.
            {
              disallow: {
                to: { element: { type: 'web-feature', captured: { feature: '!{{ from.element.captured.feature }}' } } },
              },
            },
            {
              allow: {
                to: { element: { type: 'web-feature', fileInternalPath: ['index.ts', 'pages.ts', 'first-draw.ts'] } },
              },
            },
            // No import from a lower layer back up to a higher one.
            { from: { element: { type: 'web-feature' } }, disallow: { to: { element: { type: 'web-app' } } } },
            {
              from: { element: { type: 'web-components' } },
              disallow: { to: { element: { type: ['web-app', 'web-feature'] } } },
            },
            {
              from: { element: { type: 'web-lib' } },
              disallow: { to: { element: { type: ['web-app', 'web-feature', 'web-components'] } } },
            },
          ],
        },
      ],
      'import-x/no-cycle': 'error',
    },
  },
  {
    // Server boundaries (docs/decisions/011): a module, and live/, is used from outside only
    // through its index.ts; the lower layers (lib/, db/, mail/, payments/) never import modules/,
    // live/, the seed or the app's plugins; no import cycles (which also keeps app.ts, left
    // unclassified, out of the lower layers). A module's own tests may use its internals. The
    // tooling around the server (bench/, scripts/, the e2e specs) reaches it through the same faces.
    files: ['apps/server/{src,test}/**/*.ts', ...TOOLING],
    plugins: { boundaries: serverBoundaries, 'import-x': serverImportX },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.js'] } },
      'import-x/resolver-next': [serverResolver({ extensions: ['.ts', '.js'] })],
      // Without these import-x reads only .js files, and no-cycle silently finds nothing in .ts.
      'import-x/extensions': ['.ts', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'boundaries/include': ['apps/server/{src,test}/**/*', ...TOOLING],
      'boundaries/elements': [
        { type: 'server-module', pattern: 'apps/server/src/modules/*', capture: ['module'] },
        { type: 'server-live', pattern: 'apps/server/src/live' },
        { type: 'server-seed', pattern: 'apps/server/src/db/seed' },
        { type: 'server-lower', pattern: 'apps/server/src/{lib,db,mail,payments}' },
        { type: 'server-app', pattern: 'apps/server/src/{plugins,pdf,docs}' },
        { type: 'server-test', pattern: 'apps/server/test' },
        { type: 'tooling', pattern: '{bench,scripts,apps/web/e2e}' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            ...SERVER_FACES,
            {
              from: { element: { type: 'server-lower' } },
              disallow: { to: { element: { types: { anyOf: ['server-module', 'server-live', 'server-seed', 'server-app'] } } } },
            },
            {
              from: { element: { types: { anyOf: ['server-module', 'server-live'] } } },
              disallow: { to: { element: { types: { anyOf: ['server-seed', 'server-app'] } } } },
            },
          ],
        },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // A face exports operations, never a repository (docs/decisions/030): another module then
    // keeps its rule behind its face. With the faces rule above (SERVER_FACES), no *Repository crosses one.
    files: ['apps/server/src/modules/*/index.ts', 'apps/server/src/live/index.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ExportSpecifier[local.name=/Repository$/], ExportSpecifier[exported.name=/Repository$/]',
          message: 'Um módulo exporta operações, não repositórios (docs/decisions/030): exporte uma função com nome do domínio.',
        },
        {
          selector: 'ExportNamedDeclaration > ClassDeclaration[id.name=/Repository$/]',
          message: 'Um módulo exporta operações, não repositórios (docs/decisions/030): exporte uma função com nome do domínio.',
        },
        {
          selector: 'ExportAllDeclaration',
          message: 'A face de um módulo nomeia o que exporta, um a um (docs/decisions/011): sem export *.',
        },
      ],
    },
  },
  {
    // A route file only translates HTTP into one call on app.services (docs/decisions/039): a read
    // made from a repository there would skip the module's service and its rules.
    files: ['apps/server/src/**/*.routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '\\.repository$',
              message: 'Uma rota só traduz HTTP (docs/decisions/039): chame uma operação de app.services, não um repositório.',
            },
          ],
        },
      ],
    },
  },
  {
    // Type-aware rules for the server and the tooling around it (the type service costs time): a
    // promise nobody awaits loses its error, and one handed where a void callback is expected is
    // never awaited. An unawaited promise in an e2e spec or a benchmark is a flaky run.
    files: ['apps/server/{src,test}/**/*.ts', ...TOOLING],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: { '@typescript-eslint/no-floating-promises': 'error', '@typescript-eslint/no-misused-promises': 'error' },
  },
  {
    // Configuration is read and validated in one place (env.ts), so every setting has one name,
    // one default and one error message (docs/reference/architecture.md).
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/env.ts', 'apps/server/src/**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Leia a configuração de env.ts (loadEnv), não de process.env.' },
      ],
    },
  },
  {
    // A test anywhere may build the app and use the test helpers; it still reaches another
    // module only through its index.ts.
    files: ['apps/server/src/**/*.test.ts'],
    rules: { 'boundaries/dependencies': ['error', { default: 'allow', policies: SERVER_FACES }] },
  },
  {
    // Scripts, tests and the mail log legitimately print.
    files: [
      'scripts/**',
      'bench/**',
      '**/*.test.ts',
      '**/test/**',
      '**/e2e/**',
      'apps/server/src/mail/**',
      'apps/server/src/server.ts',
      'apps/server/build.ts',
    ],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Screenshot scripts run code in the page through Playwright.
    files: ['apps/web/scripts/**'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: { 'no-console': 'off' },
  },
);
