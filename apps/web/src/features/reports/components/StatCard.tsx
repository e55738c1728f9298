import { Card } from 'react-bootstrap';

interface Props {
  label: string;
  value: string;
  /** Bootstrap colour of the card's edge and figure (spec §2: green received, red pending). */
  variant: 'success' | 'danger' | 'primary';
  /** A line under the figure saying what it is made of, e.g. 'Bruto R$ 50,00 · Descontos R$ 5,00'. */
  detail?: string;
}

/** A big figure with its label, e.g. 'Total Recebido R$ 1.234,56'. */
export function StatCard({ label, value, variant, detail }: Props) {
  return (
    <Card className={`h-100 border-${variant} border-start border-4`}>
      <Card.Body>
        <div className="text-body-secondary small text-uppercase fw-semibold">{label}</div>
        <div className={`fs-3 fw-bold text-${variant}-emphasis`}>{value}</div>
        {detail && <div className="small text-body-secondary">{detail}</div>}
      </Card.Body>
    </Card>
  );
}
