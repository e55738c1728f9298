import { formatDate, formatDateTime, formatMoney, type SaleCorrection } from '@bingo/core';
import { useId } from 'react';
import { ListGroup } from 'react-bootstrap';
import { Icon } from './Icon';

/** What one correction changed, in words: "Valor: R$ 10,00 → R$ 8,00". */
export function correctionChanges(c: SaleCorrection): string[] {
  const changes: string[] = [];
  if (c.before.user_id !== c.after.user_id) changes.push(`Vendedor: ${c.before.user_name} → ${c.after.user_name}`);
  if (Math.round(c.before.amount * 100) !== Math.round(c.after.amount * 100)) {
    changes.push(`Valor: ${formatMoney(c.before.amount)} → ${formatMoney(c.after.amount)}`);
  }
  if ((c.before.settled_at === null) !== (c.after.settled_at === null)) {
    const state = (at: string | null) => (at ? `acertada em ${formatDate(at)}` : 'não acertada');
    changes.push(`Acerto: ${state(c.before.settled_at)} → ${state(c.after.settled_at)}`);
  }
  return changes;
}

/**
 * The sales corrected after their event finished (decisions.md §14): each with what changed, its
 * reason, who and when. Shown in the seller's settlement, to the treasurer and to the seller.
 */
export function SaleCorrections({ corrections, className }: { corrections: SaleCorrection[]; className?: string }) {
  const id = useId();
  if (corrections.length === 0) return null;
  return (
    <section aria-labelledby={id} className={className} data-testid="sale-corrections">
      <h3 id={id} className="h6 mb-2">
        <Icon name="pencil-square" className="me-1" />
        Correções depois do encerramento
      </h3>
      <ListGroup>
        {corrections.map((c) => (
          <ListGroup.Item key={c.id}>
            <div className="d-flex flex-wrap justify-content-between gap-1">
              <strong>Cartela #{c.card_id}</strong>
              <span className="small text-body-secondary">
                {formatDateTime(c.corrected_at)} · por {c.corrected_by}
              </span>
            </div>
            <ul className="list-unstyled small mb-1">
              {correctionChanges(c).map((change) => (
                <li key={change}>{change}</li>
              ))}
            </ul>
            <p className="small mb-0">
              <span className="text-body-secondary">Motivo:</span> {c.reason}
            </p>
          </ListGroup.Item>
        ))}
      </ListGroup>
    </section>
  );
}
