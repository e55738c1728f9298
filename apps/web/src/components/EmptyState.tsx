import type { ReactNode } from 'react';
import { Icon } from './Icon';

interface Props {
  icon?: string;
  title: string;
  children?: ReactNode;
}

export function EmptyState({ icon = 'inbox', title, children }: Props) {
  return (
    <div className="text-center py-5 px-3">
      <Icon name={icon} className="display-5 text-body-tertiary d-block mb-3" />
      <h2 className="h5">{title}</h2>
      {children && <div className="text-body-secondary">{children}</div>}
    </div>
  );
}
