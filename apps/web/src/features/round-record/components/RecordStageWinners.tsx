import { stageKindLabels, type RoundRecord } from '@bingo/core';
import { recordTexts } from '../record-texts';
import { WinnerPrize } from './WinnerPrize';

/** Winners per stage, in play order (decisions.md §14): a round with a quina pays each stage apart. */
export function RecordStageWinners({ stages }: { stages: RoundRecord['stages'] }) {
  return (
    <ul className="list-unstyled mb-0">
      {stages.map((stage) => (
        <li key={stage.kind} className="mb-2">
          <h3 className="h6 mb-1">
            {stageKindLabels[stage.kind]} — {stage.prize}
          </h3>
          {stage.winners.length === 0 ? (
            <p className="text-body-secondary mb-0">{recordTexts.stageNotWon}</p>
          ) : (
            <ul className="list-unstyled mb-0">
              {stage.winners.map((w) => (
                <li key={w.card_id} className="fs-5">
                  Cartela <strong>#{w.card_id}</strong> — {w.name}
                  <WinnerPrize winner={w} />
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
