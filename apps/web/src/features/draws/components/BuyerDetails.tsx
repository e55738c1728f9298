import { formatPhone, type RankingEntry } from '@bingo/core';

interface Props {
  entry: Pick<RankingEntry, 'full_name' | 'contact' | 'address'>;
  className?: string;
}

/** Who to call to the stage: name, contact and address (admins only receive the last two). */
export function BuyerDetails({ entry, className }: Props) {
  return (
    <div className={className}>
      <div className="fw-semibold">{entry.full_name || 'Sem comprador'}</div>
      {entry.contact && <div className="small">{formatPhone(entry.contact)}</div>}
      {entry.address && <div className="small text-body-secondary">{entry.address}</div>}
    </div>
  );
}
