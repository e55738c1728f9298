/**
 * A Bootstrap Icons glyph. Decorative: the text next to it (or an aria-label) carries the meaning.
 * Write the icon's name whole somewhere in src/ ('cart3', never 'cart' + n): the build keeps only
 * the glyphs it finds named there (build-plugins/bootstrap-icons-subset.ts).
 */
export function Icon({ name, className = '' }: { name: string; className?: string }) {
  return <i className={`bi bi-${name} ${className}`.trim()} aria-hidden="true" />;
}
