import { type Round, roundStatusLabels, roundTypeLabels } from '@bingo/core';
import { StatusBadge } from '../../../components/StatusBadge';
import { drawTexts } from '../draw-texts';

/** Status, type and notes, with the spec's fallbacks ('Não informado', '-'). */
export function RoundFacts({ round }: { round: Round }) {
  const status = roundStatusLabels[round.status];
  return (
    <dl className="round-facts mb-0 small flex-grow-1">
      <dt>Status</dt>
      <dd>
        <StatusBadge variant={status.variant}>{status.label}</StatusBadge>
      </dd>
      <dt>Tipo</dt>
      <dd>{roundTypeLabels[round.type] ?? drawTexts.noType}</dd>
      <dt>Observações</dt>
      <dd className="text-break">{round.notes || drawTexts.noNotes}</dd>
    </dl>
  );
}
