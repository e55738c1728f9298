import { BINGO_LETTERS, NUMBERS_PER_COLUMN } from '@bingo/core';
import { Icon } from '../../../components/Icon';

interface Props {
  selected: readonly number[];
  /** Numbers whose change is on its way to the server: not clickable until it lands. */
  busy: ReadonlySet<number>;
  onToggle: (number: number, selected: boolean) => void;
}

/** 1 to 75 grouped by letter; each number a toggle button (aria-pressed), marked by more than colour. */
export function NumberPicker({ selected, busy, onToggle }: Props) {
  const chosen = new Set(selected);
  return (
    <div className="number-picker">
      {BINGO_LETTERS.map((letter, row) => {
        const first = row * NUMBERS_PER_COLUMN + 1;
        return (
          <div
            key={letter}
            role="group"
            aria-label={`Letra ${letter}: ${first} a ${first + NUMBERS_PER_COLUMN - 1}`}
            className="number-picker__row"
          >
            <span className="number-picker__letter" aria-hidden="true">
              {letter}
            </span>
            {Array.from({ length: NUMBERS_PER_COLUMN }, (_, i) => {
              const n = first + i;
              const on = chosen.has(n);
              return (
                <button
                  key={n}
                  type="button"
                  className={`number-picker__number${on ? ' is-selected' : ''}`}
                  aria-pressed={on}
                  disabled={busy.has(n)}
                  onClick={() => onToggle(n, on)}
                >
                  {on && <Icon name="check-lg" className="number-picker__check" />}
                  {n}
                </button>
              );
            })}
          </div>
        );
      })}
    </div>
  );
}
