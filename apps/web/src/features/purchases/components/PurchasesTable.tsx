import '../../../components/stacked-table.css';
import { formatCpf, formatDateTime, formatMoney } from '@bingo/core';
import { Button, Table } from 'react-bootstrap';
import { Icon } from '../../../components/Icon';
import { StatusBadge } from '../../../components/StatusBadge';
import { adminPurchaseTexts } from '../admin-purchase-texts';
import type { AdminPurchaseRow } from '../api/admin-purchases';
import { purchaseBadge } from '../purchase-status';

interface Props {
  purchases: AdminPurchaseRow[];
  onOpen: (purchase: AdminPurchaseRow) => void;
}

const dash = <span className="text-body-secondary">-</span>;

/** An e-mail that wraps after the @ rather than in the middle of a word. */
function EmailText({ email }: { email: string }) {
  const at = email.indexOf('@');
  if (at < 0) return <>{email}</>;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}

/**
 * One row per purchase: buyer, status, total with its coupon, affiliate, cards issued and dates.
 * A purchase held for review (paid, but not what it costs) stands out: the row is tinted and says so.
 */
export function PurchasesTable({ purchases, onOpen }: Props) {
  return (
    <Table hover responsive className="align-middle mb-0 table-stack purchases-admin-table">
      <thead>
        <tr>
          <th scope="col">Compra</th>
          <th scope="col">Comprador</th>
          <th scope="col">Situação</th>
          <th scope="col">Total</th>
          <th scope="col">Afiliado</th>
          <th scope="col">Cartelas</th>
          <th scope="col">Datas</th>
        </tr>
      </thead>
      <tbody>
        {purchases.map((p) => {
          const badge = purchaseBadge(p.status);
          return (
            <tr key={p.id} className={p.review_reason ? 'purchase-held' : undefined}>
              <th scope="row">
                {/* The number opens the purchase: its history and "Verificar pagamento". */}
                <Button
                  variant="link"
                  className="p-0 fw-semibold text-nowrap"
                  aria-label={`#${p.id}, ver detalhes`}
                  onClick={() => onOpen(p)}
                >
                  #{p.id}
                  <Icon name="chevron-right" className="ms-1 small" />
                </Button>
                <span
                  className="d-block small fw-normal text-body-secondary text-truncate purchases-admin-table__event"
                  title={p.event_name}
                >
                  {p.event_name}
                </span>
              </th>
              <td data-label="Comprador" className="purchases-admin-table__buyer">
                {/* One block per cell: on a phone the cell is a row of label and value. */}
                <div>
                  <span className="d-block">{p.buyer_name}</span>
                  <span className="d-block small text-body-secondary text-break">
                    <EmailText email={p.buyer_email} />
                  </span>
                  {p.buyer_cpf && <span className="d-block small text-body-secondary text-nowrap">CPF {formatCpf(p.buyer_cpf)}</span>}
                </div>
              </td>
              <td data-label="Situação">
                <span className="d-inline-flex flex-wrap gap-1 justify-content-end justify-content-sm-start">
                  <StatusBadge variant={badge.variant}>{badge.label}</StatusBadge>
                  {p.review_reason && <StatusBadge variant="warning">{adminPurchaseTexts.underReview}</StatusBadge>}
                </span>
              </td>
              <td data-label="Total" className="text-nowrap">
                <div>
                  {formatMoney(p.total)}
                  {p.coupon_code && <span className="d-block small text-body-secondary">Cupom {p.coupon_code}</span>}
                </div>
              </td>
              <td data-label="Afiliado">{p.affiliate_name ?? p.affiliate_code ?? dash}</td>
              <td data-label="Cartelas" className="text-nowrap">
                {p.cards_issued} de {p.quantidade}
              </td>
              <td data-label="Datas" className="text-nowrap small">
                <div>
                  <span className="d-block">Criada {formatDateTime(p.created_at)}</span>
                  <span className="d-block text-body-secondary">Atualizada {formatDateTime(p.updated_at)}</span>
                </div>
              </td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
