import type { RegulamentoRound } from '@bingo/core';
import { regulamentoLabels, regulamentoTexts } from '../regulamento-texts';

/**
 * The rounds and their prizes as the version published them (decisions.md §15). One place, so the
 * prizes per stage of a round slot in here.
 */
export function RegulamentoRounds({ rounds }: { rounds: readonly RegulamentoRound[] }) {
  return (
    <section aria-labelledby="regulamento-rounds">
      <h2 id="regulamento-rounds" className="h5">
        {regulamentoLabels.rounds}
      </h2>
      {rounds.length === 0 ? (
        <p className="text-body-secondary mb-0">{regulamentoTexts.noRounds}</p>
      ) : (
        <ul className="list-unstyled mb-0">
          {rounds.map((round) => (
            <li key={round.number}>
              <strong>Rodada {round.number}:</strong> {round.prize}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
