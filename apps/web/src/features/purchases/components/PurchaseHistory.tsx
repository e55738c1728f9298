import { formatDateTime, purchaseChangeSourceLabels } from '@bingo/core';
import { StatusBadge } from '../../../components/StatusBadge';
import { adminPurchaseTexts } from '../admin-purchase-texts';
import type { PurchaseHistoryEntry } from '../api/admin-purchase';
import { purchaseBadge } from '../purchase-status';

function Status({ status }: { status: string }) {
  const badge = purchaseBadge(status);
  return <StatusBadge variant={badge.variant}>{badge.label}</StatusBadge>;
}

/** What changed the purchase, oldest first: each webhook, provider check, expiry or review hold. */
export function PurchaseHistory({ entries }: { entries: PurchaseHistoryEntry[] }) {
  return (
    <ol className="purchase-history" aria-label="Histórico da compra">
      {entries.map((h) => (
        <li key={h.id}>
          <div className="d-flex flex-wrap align-items-center gap-1">
            {h.from_status === null ? (
              <>
                <span className="fw-semibold me-1">{adminPurchaseTexts.opened}</span>
                <Status status={h.to_status} />
              </>
            ) : (
              <>
                <Status status={h.from_status} />
                <span aria-hidden="true">→</span>
                <span className="visually-hidden">para</span>
                <Status status={h.to_status} />
              </>
            )}
            {h.review_reason && <StatusBadge variant="warning">{adminPurchaseTexts.underReview}</StatusBadge>}
          </div>
          <div className="small text-body-secondary">
            {formatDateTime(h.at)} · {purchaseChangeSourceLabels[h.source]}
            {h.provider_status && ` · provedor: ${h.provider_status}`}
          </div>
          {h.review_reason && <div className="small">{h.review_reason}</div>}
          {h.hook_id && <div className="small text-body-secondary font-monospace text-break">{h.hook_id}</div>}
        </li>
      ))}
    </ol>
  );
}
