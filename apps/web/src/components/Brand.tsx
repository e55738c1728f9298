import { Link } from 'react-router';

interface Props {
  to: string;
  /**
   * When the name shows: 'always', 'sm' (not on the narrowest phones, where the top bar has no
   * room for it) or 'never' (the collapsed sidebar). The link keeps its accessible name anyway.
   */
  name?: 'always' | 'sm' | 'never';
}

const NAME_CLASS = { always: undefined, sm: 'd-none d-sm-inline', never: 'd-none' } as const;

export function Brand({ to, name = 'always' }: Props) {
  return (
    <Link to={to} aria-label="Bingo Beneficente: início" className="brand d-inline-flex align-items-center gap-2 text-decoration-none">
      <img src="/favicon.svg" alt="" width={32} height={32} />
      <span className={NAME_CLASS[name]}>Bingo Beneficente</span>
    </Link>
  );
}
