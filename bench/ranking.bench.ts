/**
 * Ranking engine: time per ball at N cards, against (a) a bare loop doing the same decrements over
 * the same postings and (b) a full-scan SQL query over the same cards. Goals: <= 2x the bare loop,
 * <= 50 ms per ball, >= 100x faster than the SQL. The same for a round with a quina and a cartela
 * cheia (decisions.md §14): the stage tracker over a tally that counts rows until the quina is settled.
 */
import { CardIndex, RoundResults, RoundTally, StageTracker, cardKey, generateCard, type PlayCard } from '@bingo/core';
import { openDatabase } from '../apps/server/src/db/client';
import { cards as cardsTable } from '../apps/server/src/db/schema';
import { fmt, median, report, size, timeIt } from './util';

const N = size(1_000_000, 10_000);
const SQL_N = size(1_000_000, 10_000);
// A fixed shuffle of the 75 balls (xorshift, Fisher-Yates): an arithmetic sequence would leave whole
// columns out, and no card would ever fill a row.
const BALLS = (() => {
  const order = Array.from({ length: 75 }, (_, i) => i + 1);
  let s = 2026;
  for (let i = order.length - 1; i > 0; i--) {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    const j = (s >>> 0) % (i + 1);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order.slice(0, 40);
})();

console.log(`ranking: ${fmt(N)} cards, ${BALLS.length} balls`);
const cards: PlayCard[] = Array.from({ length: N }, (_, i) => ({
  id: i + 1,
  numbers: generateCard(),
  full_name: null,
  address: null,
  contact: null,
  barcode: null,
}));
const index = new CardIndex();
index.add(cards);
// Warm-up on a throwaway tally, so neither side is measured cold.
const warm = new RoundTally(index);
for (const ball of BALLS) warm.draw(ball);
for (const ball of BALLS) warm.remove(ball);
const tally = new RoundTally(index);
tally.syncCards();

const engineTimes: number[] = [];
for (const ball of BALLS) engineTimes.push((await timeIt(() => tally.draw(ball))).ms);

// The bare loop: the same decrements over the same postings, nothing else.
const bare = new Uint8Array(N).fill(25);
const bareTimes: number[] = [];
for (const ball of BALLS) {
  bareTimes.push(
    (
      await timeIt(() => {
        const holders = index.holders(ball);
        for (let i = 0; i < holders.length; i++) bare[holders[i]!]!--;
      })
    ).ms,
  );
}
// Two stages: rows are counted until a ball follows the quina's, then the plain loop again.
const staged = new RoundTally(index, { rows: true });
const tracker = new StageTracker(['quina', 'cartela_cheia'], staged, (p) => index.cards[p]!.id);
const stagedTimes: number[] = [];
let quinaAt = 0;
for (const [i, ball] of BALLS.entries()) {
  stagedTimes.push((await timeIt(() => tracker.draw(ball, i + 1))).ms);
  if (!quinaAt && tracker.wins.length) quinaAt = i + 1;
}
const countingRows = stagedTimes.slice(0, quinaAt || BALLS.length);

const results = new RoundResults(index, tally);
results.top(10); // steady state: the id order is built once per card set
tally.draw(Array.from({ length: 75 }, (_, i) => i + 1).find((b) => !tally.drawn.has(b))!);
const top = await timeIt(() => results.top(10));
const firstPage = await timeIt(() => results.ranking(1, 50));
const page = await timeIt(() => results.ranking(2, 50));

const engine = median(engineTimes);
const loop = median(bareTimes);
report('engine: ms per ball (median)', fmt(engine, 3), { ok: engine <= 50, text: '<= 50 ms' });
report('bare loop: ms per ball (median)', fmt(loop, 3));
report('engine / bare loop', fmt(engine / loop), { ok: engine / loop <= 2, text: '<= 2x' });
const two = median(stagedTimes);
const rowsMs = median(countingRows);
report(`two stages: quina won on ball ${quinaAt || '—'} by ${fmt(tracker.wins[0]?.card_ids.length ?? 0)} cards`, '');
report('two stages: ms per ball (median, 40 balls)', fmt(two, 3), { ok: two <= 50, text: '<= 50 ms' });
report('two stages / bare loop', fmt(two / loop), { ok: two / loop <= 2, text: '<= 2x' });
report('two stages, balls up to the quina: ms per ball (median)', fmt(rowsMs, 3), { ok: rowsMs <= 50, text: '<= 50 ms' });
report('  / bare loop', fmt(rowsMs / loop));
report('top 10 after a ball (ms)', fmt(top.ms, 1));
report('ranking page 1 after a ball (ms, re-orders all)', fmt(firstPage.ms, 1));
report('ranking next page (ms, cached order)', fmt(page.ms, 3));

// The same cards (first SQL_N of them) in PGlite, and the query a naive server would run per ball.
const database = await openDatabase({});
await database.db.execute(`insert into events (name, start_date, card_price) values ('bench', now(), 10)`);
const sqlCards = cards.slice(0, SQL_N);
// 5,000 rows of 4 values a statement stays under PostgreSQL's 65,535 parameters.
for (let i = 0; i < sqlCards.length; i += 5_000) {
  await database.db
    .insert(cardsTable)
    .values(
      sqlCards
        .slice(i, i + 5_000)
        .map((c) => ({ eventId: 1, numbers: [...c.numbers], numbersKey: cardKey(c.numbers), status: 'digital' as const })),
    );
}
const drawnList = `{${BALLS.join(',')}}`;
const sqlTimes: number[] = [];
for (let i = 0; i < 3; i++) {
  sqlTimes.push(
    (
      await timeIt(() =>
        database.db.execute(
          `select id, (select count(*) from unnest(numbers) n where n = any('${drawnList}'::smallint[])) as hits from cards where event_id = 1 order by hits desc, id limit 10`,
        ),
      )
    ).ms,
  );
}
await database.close();
const sqlMs = median(sqlTimes) * (N / SQL_N);
report(`full-scan SQL per ball (ms, ${fmt(SQL_N)} cards${SQL_N !== N ? ', scaled' : ''})`, fmt(sqlMs, 1));
report('SQL / engine', fmt(sqlMs / engine, 0), { ok: sqlMs / engine >= 100, text: '>= 100x' });
