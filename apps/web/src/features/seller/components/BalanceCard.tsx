import { formatMoney } from '@bingo/core';
import { Card } from 'react-bootstrap';
import type { SellerOverviewData } from '../api/seller-overview';

/** The seller's balance in the event, as Acerto de Vendedores counts it (decision 013). */
export function BalanceCard({ saldo }: { saldo: SellerOverviewData['saldo'] }) {
  const figures = [
    ['Cartelas recebidas', String(saldo.cartelas_recebidas)],
    ['Devolvidas', String(saldo.devolvidas)],
    ['Vendidas', String(saldo.vendidas)],
    // decisions.md §15: recebidas − devolvidas − vendidas, what is still in the seller's hands.
    ['Em mãos', String(saldo.em_maos)],
    ['Vendido', formatMoney(saldo.valor_vendido)],
    ['Acertado', formatMoney(saldo.valor_acertado)],
  ] as const;
  return (
    <Card className="mb-3" aria-labelledby="seller-balance-title">
      <Card.Body>
        <h2 id="seller-balance-title" className="h6 text-body-secondary mb-2">
          Seu saldo neste evento
        </h2>
        <p className="mb-3">
          <span className="d-block small text-body-secondary">A acertar</span>
          <strong className="fs-3" data-testid="seller-owed">
            {formatMoney(saldo.saldo_a_acertar)}
          </strong>
        </p>
        <dl className="seller-figures mb-0">
          {figures.map(([label, value]) => (
            <div key={label}>
              <dt className="small text-body-secondary fw-normal">{label}</dt>
              <dd className="mb-0 fw-semibold">{value}</dd>
            </div>
          ))}
        </dl>
      </Card.Body>
    </Card>
  );
}
