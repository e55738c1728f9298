import type { StageKind } from '@bingo/core';
import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { type ResultsKind, useResults } from '../api/list-results';
import { ResultsState } from './ResultsState';
import { ResultsTable } from './ResultsTable';

const STEP = 50;

const emptyTexts: Record<ResultsKind, string> = {
  winners: 'Nenhuma cartela completa ainda.',
  'almost-winners': 'Nenhuma cartela a um número de completar.',
  top10: 'Nenhuma cartela em jogo nesta rodada.',
};

// The quina's lists speak of rows (decisions.md §14).
const quinaEmptyTexts: Record<ResultsKind, string> = {
  winners: 'Nenhuma cartela completou uma linha ainda.',
  'almost-winners': 'Nenhuma cartela a um número de completar uma linha.',
  top10: 'Nenhuma cartela em jogo nesta etapa.',
};

/**
 * Vencedores, Quase Vencedores or Top 10. Late in a big event hundreds of cards can be one ball
 * away: they are shown 50 at a time rather than all drawn at once.
 */
export function ResultsListTab({ roundId, kind, stage }: { roundId: number; kind: ResultsKind; stage?: StageKind }) {
  const results = useResults(roundId, kind, stage);
  const [limit, setLimit] = useState(STEP);
  const entries = results.data ?? [];
  const hidden = entries.length - limit;
  return (
    <ResultsState
      isPending={results.isPending}
      error={results.error}
      count={entries.length}
      empty={(stage === 'quina' ? quinaEmptyTexts : emptyTexts)[kind]}
    >
      <ResultsTable entries={entries.slice(0, limit)} />
      {hidden > 0 && (
        <div className="p-3 text-center">
          <Button variant="outline-secondary" onClick={() => setLimit((n) => n + STEP)}>
            Mostrar mais ({hidden} restantes)
          </Button>
        </div>
      )}
    </ResultsState>
  );
}
