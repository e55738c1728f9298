import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/app';
import { onLocalLive, type LiveSignal } from './live-signal';
import { events } from './schema';
import { inTransaction } from './unit-of-work';

const database = useTestDatabase();

async function newEvent(name: string): Promise<number> {
  const [row] = await database()
    .db.insert(events)
    .values({ name, startDate: new Date('2030-01-01T20:00:00Z'), roundsCount: 1, status: 'scheduled', cardPrice: 10 })
    .returning({ id: events.id });
  return row!.id;
}

/** What this process hears, in order, while `run` goes. */
async function heard(run: () => Promise<unknown>): Promise<LiveSignal[]> {
  const signals: LiveSignal[] = [];
  const stop = onLocalLive(database(), (signal) => signals.push(signal));
  try {
    await run().catch(() => undefined);
  } finally {
    stop();
  }
  return signals;
}

describe('inTransaction', () => {
  it('announces a live change only after the commit, once per event, with the last version and cards if any step said so', async () => {
    const a = await newEvent('Unidade A');
    const b = await newEvent('Unidade B');
    const signals: LiveSignal[] = [];
    const stop = onLocalLive(database(), (signal) => signals.push(signal));
    let heardInside = -1;
    await inTransaction(database(), async ({ liveChanged }) => {
      await liveChanged(a, { cards: true });
      await liveChanged(b);
      await liveChanged(a);
      heardInside = signals.length;
    }).finally(stop);
    expect(heardInside).toBe(0);
    const versionOf = async (id: number) =>
      (await database().db.select({ v: events.liveVersion }).from(events).where(eq(events.id, id)))[0]!.v;
    expect(signals).toEqual([
      { event: a, version: await versionOf(a), cards: true },
      { event: b, version: await versionOf(b) },
    ]);
  });

  it('announces nothing and keeps nothing when the work fails', async () => {
    const a = await newEvent('Unidade C');
    const before = (await database().db.select({ v: events.liveVersion }).from(events).where(eq(events.id, a)))[0]!.v;
    const signals = await heard(() =>
      inTransaction(database(), async ({ tx, liveChanged }) => {
        await liveChanged(a);
        await tx.update(events).set({ name: 'Renomeado' }).where(eq(events.id, a));
        throw new Error('falhou');
      }),
    );
    expect(signals).toEqual([]);
    const [row] = await database().db.select({ v: events.liveVersion, name: events.name }).from(events).where(eq(events.id, a));
    expect(row).toEqual({ v: before, name: 'Unidade C' });
  });
});
