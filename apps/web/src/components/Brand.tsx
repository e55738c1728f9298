import { Link } from 'react-router';

interface Props {
  to: string;
  /** Hide the name on the narrowest phones, where the top bar has no room for it. */
  compact?: boolean;
}

export function Brand({ to, compact = false }: Props) {
  return (
    <Link to={to} aria-label="Bingo Beneficente: início" className="brand d-inline-flex align-items-center gap-2 text-decoration-none">
      <img src="/favicon.svg" alt="" width={32} height={32} />
      <span className={compact ? 'd-none d-sm-inline' : undefined}>Bingo Beneficente</span>
    </Link>
  );
}
