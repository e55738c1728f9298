import { BINGO_LETTERS, cardRows } from '@bingo/core';
import './bingo.css';

interface Props {
  numbers: readonly number[];
  /** Balls drawn so far: those cells are marked. */
  drawn?: ReadonlySet<number>;
  /** Shown above the grid, e.g. 'Cartela #123'. */
  title?: string;
  /** Accessible name when the title is shown elsewhere (defaults to the title). */
  label?: string;
  compact?: boolean;
}

/** A 5x5 card under A J U D E, drawn cells marked (colour and a check, not colour alone). */
export function CardGrid({ numbers, drawn, title, label, compact = false }: Props) {
  const rows = cardRows(numbers);
  return (
    <table className={`bingo-card${compact ? ' bingo-card--compact' : ''}`} aria-label={label ?? title ?? 'Cartela'}>
      {title && <caption className="bingo-card__title">{title}</caption>}
      <thead>
        <tr>
          {BINGO_LETTERS.map((letter) => (
            <th key={letter} scope="col">
              {letter}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, r) => (
          <tr key={r}>
            {row.map((n) => {
              const marked = drawn?.has(n) ?? false;
              return (
                <td key={n} className={marked ? 'is-marked' : undefined} aria-label={marked ? `${n}, sorteado` : String(n)}>
                  {n}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
