/**
 * A uniform whole number in [min, max] from the browser's cryptographic generator: a prize draw
 * in front of the hall must not be predictable. Values from the top partial range are drawn
 * again, so no number is more likely than another (no modulo bias).
 */
export function secureRandomInt(
  min: number,
  max: number,
  source: (buffer: Uint32Array) => Uint32Array = (b) => crypto.getRandomValues(b),
): number {
  const span = max - min + 1;
  const limit = Math.floor(0x1_0000_0000 / span) * span;
  const buffer = new Uint32Array(1);
  for (;;) {
    const value = source(buffer)[0]!;
    if (value < limit) return min + (value % span);
  }
}
