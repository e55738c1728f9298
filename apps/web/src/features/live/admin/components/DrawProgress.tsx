import { BingoBall } from '../../../../components/bingo/BingoBall';

const TOTAL_BALLS = 75;
const RECENT = 5;

/**
 * "1 cartela a 1 número", "3 cartelas a 1 número": how close the hall is, never whose cards; while a
 * quina is played, "3 cartelas a 1 número da quina" (decisions.md §14).
 */
export function nearWinnersLine(count: number, quina = false): string {
  return `${count} ${count === 1 ? 'cartela' : 'cartelas'} a 1 número${quina ? ' da quina' : ''}`;
}

/** "23 de 75", the last five balls newest first, and how many cards are one ball away. */
export function DrawProgress({ drawn, nearWinners, quina = false }: { drawn: readonly number[]; nearWinners: number; quina?: boolean }) {
  const recent = drawn.slice(-RECENT).reverse();
  return (
    <section className="big-screen__progress" aria-label="Andamento da rodada">
      <p className="big-screen__count">
        <strong>{drawn.length}</strong> de {TOTAL_BALLS}
      </p>
      {recent.length > 0 && (
        <ol className="big-screen__recent" aria-label="Últimas bolas">
          {recent.map((ball) => (
            <li key={ball}>
              <BingoBall number={ball} size="sm" quiet />
            </li>
          ))}
        </ol>
      )}
      {nearWinners > 0 && <p className="big-screen__near">{nearWinnersLine(nearWinners, quina)}</p>}
    </section>
  );
}
