import type { ReactNode } from 'react';
import { Card, Spinner } from 'react-bootstrap';
import { Icon } from '../../../components/Icon';

interface Props {
  title: string;
  /** A Bootstrap Icons name; omitted while the page is still waiting (a spinner instead). */
  icon?: string;
  variant?: 'success' | 'danger' | 'warning' | 'info';
  children?: ReactNode;
  /** The page's buttons and links, stacked full width (thumb-sized on a phone). */
  actions?: ReactNode;
}

/** The payment result pages' shared frame: a big sign, the title, a text, the ways forward. */
export function ResultCard({ title, icon, variant = 'info', children, actions }: Props) {
  return (
    <div className="payment-result mx-auto">
      <Card className="text-center">
        <Card.Body className="p-4 p-sm-5">
          <span className={`result-icon text-bg-${variant} mb-3`}>
            {icon ? <Icon name={icon} /> : <Spinner animation="border" aria-hidden="true" />}
          </span>
          <h1 className="h3 mb-3">{title}</h1>
          {children}
          {actions && <div className="d-grid gap-2 mt-4">{actions}</div>}
        </Card.Body>
      </Card>
    </div>
  );
}
