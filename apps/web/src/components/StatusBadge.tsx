interface Props {
  /** A Bootstrap variant, as the spec names them (success, warning, danger, info, dark...). */
  variant: string;
  children: string;
}

/**
 * A status badge. Bootstrap's text-bg-* pairs each background with a readable text colour
 * (dark on warning and info), which the plain bg-* badge does not.
 */
export function StatusBadge({ variant, children }: Props) {
  return <span className={`badge text-bg-${variant}`}>{children}</span>;
}
