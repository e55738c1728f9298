/** A Bootstrap Icons glyph. Decorative: the text next to it (or an aria-label) carries the meaning. */
export function Icon({ name, className = '' }: { name: string; className?: string }) {
  return <i className={`bi bi-${name} ${className}`.trim()} aria-hidden="true" />;
}
