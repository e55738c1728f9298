/**
 * A fresh Idempotency-Key. Not crypto.randomUUID: browsers offer it only on https or localhost, and
 * a parish may well open the panel at http://192.168.0.10.
 */
export function newDrawKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
