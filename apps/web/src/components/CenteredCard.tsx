import type { ReactNode } from 'react';
import { Card } from 'react-bootstrap';

interface Props {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}

/** The card of the public pages (login, cadastro, redefinir senha...). */
export function CenteredCard({ title, subtitle, children }: Props) {
  return (
    <Card className="shadow-sm border-0 centered-card mx-auto">
      <Card.Body className="p-4 p-sm-5">
        <h1 className="h3 mb-2">{title}</h1>
        {subtitle && <p className="text-body-secondary mb-4">{subtitle}</p>}
        {children}
      </Card.Body>
    </Card>
  );
}
