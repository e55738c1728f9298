/**
 * Black or white, whichever reads better on a colour the admin picked (hex, rgb()/rgba() or the
 * first stop of a gradient). Used for text that has no colour setting of its own, such as the
 * column letters, so a light letter fill never hides its letter.
 */
export function readableTextOn(color: string): '#000000' | '#ffffff' {
  const rgb = parseColor(color);
  if (!rgb) return '#ffffff';
  return relativeLuminance(rgb) > 0.179 ? '#000000' : '#ffffff';
}

type Rgb = [number, number, number];

function parseColor(color: string): Rgb | null {
  const hex = /#([0-9a-f]{3}|[0-9a-f]{6})(?:[0-9a-f]{2})?\b/i.exec(color)?.[1];
  const rgb = /rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)/i.exec(color);
  // In a gradient the first colour written is the first stop, whichever notation it uses.
  if (hex !== undefined && (!rgb || color.indexOf('#') < rgb.index)) {
    const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
    return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as Rgb;
  }
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  return null;
}

/** WCAG 2 relative luminance; 0.179 is where black and white text have equal contrast. */
function relativeLuminance([r, g, b]: Rgb): number {
  const channel = (v: number) => {
    const s = Math.min(255, v) / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}
