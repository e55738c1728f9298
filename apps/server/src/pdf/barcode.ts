import bwipjs from 'bwip-js';

export interface BarPattern {
  /** Alternating bar and space widths in modules, starting with a bar. */
  widths: number[];
  modules: number;
}

/**
 * The EAN-13 bar pattern from bwip-js (encoding only, no raster image): we draw the bars as
 * vector rectangles, which is crisp at any printer resolution and far faster than a PNG per card.
 */
export function ean13Pattern(code: string): BarPattern {
  const [raw] = bwipjs.raw({ bcid: 'ean13', text: code }) as { sbs: number[] }[];
  if (!raw) throw new Error(`Código de barras inválido: ${code}`);
  return { widths: raw.sbs, modules: raw.sbs.reduce((a, b) => a + b, 0) };
}

/** Rectangles [x, width] of the bars when the pattern is drawn `width` points wide from `x`. */
export function barRects(pattern: BarPattern, x: number, width: number): [number, number][] {
  const module = width / pattern.modules;
  const rects: [number, number][] = [];
  let at = x;
  pattern.widths.forEach((w, i) => {
    if (i % 2 === 0) rects.push([at, w * module]);
    at += w * module;
  });
  return rects;
}
