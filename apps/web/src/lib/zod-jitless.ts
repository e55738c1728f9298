// zod compiles its object parsers with `new Function` when it may, and finds out by trying once,
// when the first object schema is built (as @bingo/core's modules load). The CSP
// (plugins/security.ts) forbids eval, so the try fails quietly, but Chromium still reports a
// Content-Security-Policy violation on every page (Lighthouse counts it). `jitless` skips the try;
// a browser parses a few small objects and does not miss the fast path. The server keeps it.
// Written where zod reads its settings (zod/v4/core/core.js keeps them in globalThis so that
// every copy shares them) instead of through z.config: importing zod here would put it in the
// first download, and this must run before any module that builds a schema.
const shared = globalThis as { __zod_globalConfig?: Record<string, unknown> };
shared.__zod_globalConfig = { ...shared.__zod_globalConfig, jitless: true };
