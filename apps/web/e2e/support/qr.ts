import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Locator } from 'playwright-core';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';

// zxing-wasm fetches its binary from a CDN unless given one: the tests use the installed copy.
const require = createRequire(import.meta.url);
const wasm = fs.readFileSync(require.resolve('zxing-wasm/reader/zxing_reader.wasm'));
prepareZXingModule({ overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) } });

/** What a phone camera would read from the QR code on screen: the element's pixels, decoded. */
export async function scanQr(element: Locator): Promise<string[]> {
  const png = await element.screenshot();
  const found = await readBarcodes(new Blob([new Uint8Array(png)], { type: 'image/png' }), { formats: ['QRCode'] });
  return found.filter((r) => r.isValid).map((r) => r.text);
}
