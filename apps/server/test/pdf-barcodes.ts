import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { getDocument, type PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';

type RenderParameters = Parameters<PDFPageProxy['render']>[0];

const require = createRequire(import.meta.url);
const standardFontDataUrl = `${path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

// zxing-wasm fetches its binary from a CDN unless given one: the tests use the installed copy.
const wasm = fs.readFileSync(require.resolve('zxing-wasm/reader/zxing_reader.wasm'));
prepareZXingModule({ overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) } });

/** A decoded EAN-13: its 13 digits, and whether its check digit is right. */
export interface ScannedCode {
  text: string;
  valid: boolean;
}

interface Pixels {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

type ZxingInput = Parameters<typeof readBarcodes>[0];

async function decode(image: Pixels) {
  // The server's tsconfig has no DOM types: a plain RGBA buffer stands in for ImageData.
  const pixels = { data: image.data, width: image.width, height: image.height, colorSpace: 'srgb' };
  return readBarcodes(pixels as unknown as ZxingInput, { formats: ['EAN13'], maxNumberOfSymbols: 32 });
}

function crop(image: Pixels, x0: number, y0: number, x1: number, y1: number): Pixels {
  const [left, top] = [Math.max(0, x0), Math.max(0, y0)];
  const [width, height] = [Math.min(image.width, x1) - left, Math.min(image.height, y1) - top];
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    const from = ((top + y) * image.width + left) * 4;
    data.set(image.data.subarray(from, from + width * 4), y * width * 4);
  }
  return { data, width, height };
}

/** How many times a row turns from light to dark or back between x0 and x1 (an EAN-13 has 59). */
function transitions(image: Pixels, y: number, x0: number, x1: number): number {
  let count = 0;
  let dark = false;
  for (let x = Math.max(0, x0); x < Math.min(image.width, x1); x++) {
    const i = (y * image.width + x) * 4;
    const isDark = image.data[i]! + image.data[i + 1]! + image.data[i + 2]! < 384;
    if (isDark !== dark && x > x0) count++;
    dark = isDark;
  }
  return count;
}

/**
 * ZXing reports one symbol for equal codes stacked in a column (a card's barcode and its stub's),
 * so each hit is split into its bands of barred rows and every band is decoded again on its own:
 * a printed copy counts only if it scans by itself.
 */
async function scanEachCopy(image: Pixels): Promise<ScannedCode[]> {
  const scanned: ScannedCode[] = [];
  for (const hit of await decode(image)) {
    const corners = Object.values(hit.position);
    const [x0, x1] = [Math.min(...corners.map((p) => p.x)) - 24, Math.max(...corners.map((p) => p.x)) + 24];
    const [y0, y1] = [Math.min(...corners.map((p) => p.y)) - 2, Math.max(...corners.map((p) => p.y)) + 2];
    let bandStart: number | null = null;
    for (let y = y0; y <= y1 + 1; y++) {
      const barred = y <= y1 && transitions(image, y, x0, x1) >= 40;
      if (barred && bandStart === null) bandStart = y;
      if (!barred && bandStart !== null) {
        for (const copy of await decode(crop(image, x0, bandStart - 4, x1, y + 4))) scanned.push({ text: copy.text, valid: copy.isValid });
        bandStart = null;
      }
    }
  }
  return scanned;
}

/**
 * The EAN-13 codes a scanner reads on each page of a PDF: every page is rendered to pixels at
 * `dpi` (as a printer and a phone's camera would see it) and decoded by ZXing, not read back from
 * the drawing commands, so a bar pattern that only looks right still fails.
 */
export async function pdfBarcodes(bytes: Uint8Array, dpi = 150): Promise<ScannedCode[][]> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, standardFontDataUrl }).promise;
  const pages: ScannedCode[][] = [];
  for (let i = 1; i <= pdf.numPages; i++) {
    const page = await pdf.getPage(i);
    const viewport = page.getViewport({ scale: dpi / 72 });
    const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
    const context = canvas.getContext('2d');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    await page.render({ canvasContext: context as unknown as RenderParameters['canvasContext'], viewport }).promise;
    pages.push(await scanEachCopy(context.getImageData(0, 0, canvas.width, canvas.height)));
  }
  await pdf.destroy();
  return pages;
}

/**
 * One page of a PDF as a PNG at `dpi`, optionally only the part `[x0, y0, x1, y1]` given as
 * fractions of the page (the top-left card of a 2x2 sheet is [0, 0, 0.5, 0.5]): the picture a
 * seller's phone takes of a printed card (the seller e2e feeds it to the screen's decoder).
 */
export async function pdfPagePng(bytes: Uint8Array, pageNumber = 1, dpi = 200, part: [number, number, number, number] = [0, 0, 1, 1]) {
  const pdf = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, standardFontDataUrl }).promise;
  const page = await pdf.getPage(pageNumber);
  const viewport = page.getViewport({ scale: dpi / 72 });
  const full = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
  const context = full.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, full.width, full.height);
  await page.render({ canvasContext: context as unknown as RenderParameters['canvasContext'], viewport }).promise;
  await pdf.destroy();
  const [x0, y0, x1, y1] = part.map((f, i) => Math.round(f * (i % 2 === 0 ? full.width : full.height))) as [number, number, number, number];
  const out = createCanvas(x1 - x0, y1 - y0);
  out.getContext('2d').drawImage(full, x0, y0, x1 - x0, y1 - y0, 0, 0, x1 - x0, y1 - y0);
  return out.toBuffer('image/png');
}

/**
 * The QR codes a phone's camera reads on each page of a PDF, rendered at `dpi` and decoded by
 * ZXing (not read back from the drawing commands), top to bottom, left to right.
 */
export async function pdfQrCodes(bytes: Uint8Array, dpi = 200): Promise<string[][]> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, standardFontDataUrl }).promise;
  const pages: string[][] = [];
  for (let i = 1; i <= pdf.numPages; i++) {
    const page = await pdf.getPage(i);
    const viewport = page.getViewport({ scale: dpi / 72 });
    const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
    const context = canvas.getContext('2d');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    await page.render({ canvasContext: context as unknown as RenderParameters['canvasContext'], viewport }).promise;
    const image = context.getImageData(0, 0, canvas.width, canvas.height);
    const pixels = { data: image.data, width: image.width, height: image.height, colorSpace: 'srgb' };
    const found = await readBarcodes(pixels as unknown as ZxingInput, { formats: ['QRCode'], maxNumberOfSymbols: 8 });
    found.sort((a, b) => a.position.topLeft.y - b.position.topLeft.y || a.position.topLeft.x - b.position.topLeft.x);
    pages.push(found.map((code) => code.text));
  }
  await pdf.destroy();
  return pages;
}
