import type { DrawnNumber } from '@bingo/core';
import { useState } from 'react';
import { useRemoveDrawnNumber } from '../api/remove-drawn-number';
import { ballName, drawTexts } from '../draw-texts';
import { RemoveBallDialog } from './RemoveBallDialog';

interface Props {
  roundId: number;
  drawn: readonly DrawnNumber[];
  /** Balls can be removed only while the round runs (spec §4). */
  removable: boolean;
}

/** The balls in the order they came out, the last one highlighted, each removable with ×. */
export function DrawnNumbers({ roundId, drawn, removable }: Props) {
  const remove = useRemoveDrawnNumber(roundId);
  const [removing, setRemoving] = useState<DrawnNumber | null>(null);

  if (drawn.length === 0) return <p className="text-body-secondary mb-0">{drawTexts.noNumbers}</p>;

  const confirm = (reason: string) => {
    if (removing) remove.mutate({ drawn: removing, reason }, { onSuccess: () => setRemoving(null) });
  };
  const lastId = drawn[drawn.length - 1]?.id;
  return (
    <>
      <ol className="drawn-list" aria-label="Números sorteados, na ordem do sorteio">
        {drawn.map((d) => (
          <li key={d.id} className={`drawn-chip${d.id === lastId ? ' is-last' : ''}${removable ? ' has-remove' : ''}`}>
            {ballName(d.number)}
            {removable && (
              <button
                type="button"
                className="drawn-chip__remove"
                aria-label={`Remover o número ${ballName(d.number)}`}
                onClick={() => setRemoving(d)}
              >
                <span aria-hidden="true">×</span>
              </button>
            )}
          </li>
        ))}
      </ol>
      <RemoveBallDialog
        number={removing?.number ?? null}
        pending={remove.isPending}
        onConfirm={confirm}
        onCancel={() => setRemoving(null)}
      />
    </>
  );
}
