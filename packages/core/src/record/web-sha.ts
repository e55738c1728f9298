import type { Sha256Hex } from './record-entry';

interface WebCryptoGlobals {
  crypto?: { subtle?: { digest(algorithm: string, data: Uint8Array): Promise<ArrayBuffer> } };
  TextEncoder: new () => { encode(text: string): Uint8Array };
}

/**
 * SHA-256 through Web Crypto (browsers, and Node 20+ where it is global). Null where the page is
 * not a secure context (plain http on a LAN address): browsers then hide crypto.subtle.
 */
export function webCryptoSha256(): Sha256Hex | null {
  const g = globalThis as unknown as WebCryptoGlobals;
  const subtle = g.crypto?.subtle;
  if (!subtle) return null;
  const encoder = new g.TextEncoder();
  return async (text) => {
    const digest = new Uint8Array(await subtle.digest('SHA-256', encoder.encode(text)));
    let hex = '';
    for (const byte of digest) hex += byte.toString(16).padStart(2, '0');
    return hex;
  };
}
