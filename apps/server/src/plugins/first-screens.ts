import fs from 'node:fs';
import path from 'node:path';

/**
 * The chunks of each buyer's first screen, as the web build lists them (apps/web
 * build-plugins/first-screens.ts, docs/decisions/041): `{ "/minhas-cartelas": ["/assets/…js", …],
 * "/verificacao/*": […] }`, '*' standing for one path segment. Written into that page's
 * index.html as module preloads (and its stylesheets as preloads, docs/decisions/042), so a phone fetches the screen's code alongside the app's instead
 * of after it. A build without the file (or an unreadable one) preloads nothing.
 */
export interface FirstScreens {
  /** The addresses listed, for pages made once at start. */
  addresses: string[];
  /** The listed address a request path falls under, or null. */
  addressOf(requestPath: string): string | null;
  /** index.html with the preloads of that address before </head>. */
  withPreloads(html: string, address: string | null): string;
}

export function loadFirstScreens(distDir: string): FirstScreens {
  const list = readList(path.join(distDir, 'first-screens.json'));
  const patterns = Object.keys(list).map((address) => ({
    address,
    test: new RegExp(`^${address.split('*').map(escapeRegExp).join('[^/]+')}/?$`),
  }));
  return {
    addresses: patterns.map((p) => p.address),
    addressOf(requestPath) {
      const pathname = requestPath.split('?')[0] ?? '';
      return patterns.find((p) => p.test.test(pathname))?.address ?? null;
    },
    withPreloads(html, address) {
      const files = address ? (list[address] ?? []) : [];
      if (files.length === 0) return html;
      // Low priority like the app's own scripts (build-plugins/first-paint-order.ts): after the
      // stylesheet. A screen's stylesheet is only preloaded (docs/decisions/042): as a stylesheet it
      // would hold the first paint back; crossorigin like the one the app adds when it needs it.
      // Marked like the app's staged chunks: on a page whose top the server draws they wait for
      // the first paint too (app-page.ts, docs/decisions/047).
      const links = files
        .map((file) =>
          file.endsWith('.css')
            ? `<link rel="preload" as="style" fetchpriority="low" data-staged crossorigin href="${file}">`
            : `<link rel="modulepreload" fetchpriority="low" data-staged crossorigin href="${file}">`,
        )
        .join('\n    ');
      return html.replace(/<\/head>/i, () => `  ${links}\n  </head>`);
    },
  };
}

function readList(file: string): Record<string, string[]> {
  try {
    const parsed: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
    if (!parsed || typeof parsed !== 'object') return {};
    const entries = Object.entries(parsed as Record<string, unknown>).filter(
      (entry): entry is [string, string[]] =>
        Array.isArray(entry[1]) && entry[1].every((f) => typeof f === 'string' && /^\/assets\/[\w.-]+\.(?:js|css)$/.test(f)),
    );
    return Object.fromEntries(entries);
  } catch {
    return {};
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
