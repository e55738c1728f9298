import type { ReactNode } from 'react';

interface Props {
  title: string;
  subtitle?: ReactNode;
  /** Buttons shown at the right of the title (below it on phones). */
  actions?: ReactNode;
}

/** The h1 of a signed-in screen: one per page, so screen readers can jump to it. */
export function PageHeader({ title, subtitle, actions }: Props) {
  return (
    <header className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-4">
      <div>
        <h1 className="h3 mb-1">{title}</h1>
        {subtitle && <p className="text-body-secondary mb-0">{subtitle}</p>}
      </div>
      {actions && <div className="d-flex flex-wrap gap-2">{actions}</div>}
    </header>
  );
}
