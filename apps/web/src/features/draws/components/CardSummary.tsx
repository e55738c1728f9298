import type { RankingEntry } from '@bingo/core';
import { CardGrid } from '../../../components/bingo/CardGrid';

interface Props {
  entry: Pick<RankingEntry, 'card_id' | 'numbers' | 'faltando' | 'acertos' | 'faltam'>;
  compact?: boolean;
}

/**
 * The card with its drawn cells marked, and what is missing: what a checker reads aloud. The
 * marks come from the entry's own missing list, so grid and counts can never disagree.
 */
export function CardSummary({ entry, compact = true }: Props) {
  const missing = new Set(entry.faltando);
  const marked = new Set(entry.numbers.filter((n) => !missing.has(n)));
  const figure = compact ? 'fw-bold' : 'fs-4 fw-bold mb-1';
  return (
    <div className="d-flex flex-wrap align-items-start gap-3">
      <CardGrid numbers={entry.numbers} drawn={marked} title={`Cartela #${entry.card_id}`} compact={compact} />
      <dl className={`card-summary__figures mb-0${compact ? ' small' : ''}`}>
        <dt>Acertos</dt>
        <dd className={figure}>{entry.acertos}</dd>
        <dt>Faltam</dt>
        <dd className={figure}>{entry.faltam}</dd>
        <dt>Faltando</dt>
        <dd className="small result-missing mb-0">{entry.faltando.length > 0 ? entry.faltando.join(', ') : 'Nenhum: cartela cheia!'}</dd>
      </dl>
    </div>
  );
}
