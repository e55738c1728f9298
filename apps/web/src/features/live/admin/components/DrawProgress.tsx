import { BingoBall } from '../../../../components/bingo/BingoBall';

const TOTAL_BALLS = 75;
const RECENT = 5;

/** "23 de 75" and the last five balls, newest first, so latecomers catch up at a glance. */
export function DrawProgress({ drawn }: { drawn: readonly number[] }) {
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
    </section>
  );
}
