import { isValidEan13 } from '@bingo/core';
import type * as ZxingReader from 'zxing-wasm/reader';

/**
 * Reads a card's EAN-13 from an image (a camera frame or a photo): the browser's BarcodeDetector
 * where it reads EAN-13 (Android, macOS), else ZXing-C++ compiled to WebAssembly (zxing-wasm),
 * loaded on first use from this app's own files: the decoder and its binary never reach a page
 * that does not scan, and nothing is fetched from elsewhere.
 */

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: CanvasImageSource | ImageBitmap): Promise<DetectedBarcode[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

let native: Promise<BarcodeDetectorLike | null> | null = null;
function nativeDetector(): Promise<BarcodeDetectorLike | null> {
  native ??= (async () => {
    const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
    if (!Detector) return null;
    try {
      return (await Detector.getSupportedFormats()).includes('ean_13') ? new Detector({ formats: ['ean_13'] }) : null;
    } catch {
      return null;
    }
  })();
  return native;
}

type Zxing = typeof ZxingReader;
let zxing: Promise<Zxing> | null = null;
function loadZxing(): Promise<Zxing> {
  zxing ??= Promise.all([import('zxing-wasm/reader'), import('zxing-wasm/reader/zxing_reader.wasm?url')]).then(([mod, wasm]) => {
    // Without locateFile the module would fetch its binary from a CDN.
    mod.prepareZXingModule({
      overrides: { locateFile: (file: string, prefix: string) => (file.endsWith('.wasm') ? wasm.default : prefix + file) },
    });
    return mod;
  });
  return zxing;
}

/** Longest side handed to the decoder: a phone photo (4000 px) is slow to scan and gains nothing. */
const MAX_SIDE = 1600;

/** The image drawn on a canvas, scaled down to MAX_SIDE. */
export async function toCanvas(source: Blob | HTMLVideoElement): Promise<HTMLCanvasElement | null> {
  const image = source instanceof Blob ? await createImageBitmap(source) : source;
  const width = image instanceof HTMLVideoElement ? image.videoWidth : image.width;
  const height = image instanceof HTMLVideoElement ? image.videoHeight : image.height;
  if (!width || !height) return null;
  const scale = Math.min(1, MAX_SIDE / Math.max(width, height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(width * scale);
  canvas.height = Math.round(height * scale);
  canvas.getContext('2d', { willReadFrequently: true })?.drawImage(image, 0, 0, canvas.width, canvas.height);
  if ('close' in image) image.close();
  return canvas;
}

/** The first valid EAN-13 in the picture, or null. */
export async function decodeEan13(canvas: HTMLCanvasElement): Promise<string | null> {
  const detector = await nativeDetector();
  if (detector) {
    const found = await detector.detect(canvas);
    return found.map((b) => b.rawValue).find(isValidEan13) ?? null;
  }
  const { readBarcodes } = await loadZxing();
  const pixels = canvas.getContext('2d', { willReadFrequently: true })?.getImageData(0, 0, canvas.width, canvas.height);
  if (!pixels) return null;
  const found = await readBarcodes(pixels, { formats: ['EAN13'], tryHarder: true, maxNumberOfSymbols: 4 });
  return (
    found
      .filter((b) => b.isValid)
      .map((b) => b.text)
      .find(isValidEan13) ?? null
  );
}
