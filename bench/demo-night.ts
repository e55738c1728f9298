import { BENCH_ADMIN, login, type BenchServer } from './server-process';

/**
 * The demo night's round as the live benches drive it: the demo buyer's token (her phone follows
 * the stream), the admin's, the balls not drawn yet, and the admin's draw call.
 */
export interface DemoNight {
  buyer: string;
  admin: string;
  roundId: number;
  /** Balls not drawn yet, in order; `draw()` without a number takes the next one. */
  free: number[];
  draw(number?: number): Promise<void>;
  readLive(): Promise<{ round: { id: number }; drawn: number[] }>;
}

export async function openDemoNight(server: BenchServer): Promise<DemoNight> {
  const buyer = await login(server.base, 'maria@bingo.local', 'bingo12345');
  const admin = await login(server.base, BENCH_ADMIN.email, BENCH_ADMIN.password);
  const readLive = async () =>
    (await (await fetch(`${server.base}/api/events/1/live`, { headers: { authorization: `Bearer ${buyer}` } })).json()) as {
      round: { id: number };
      drawn: number[];
    };
  const live = await readLive();
  const free = Array.from({ length: 75 }, (_, i) => i + 1).filter((n) => !live.drawn.includes(n));
  const draw = async (number = free.shift()) => {
    const res = await fetch(`${server.base}/api/rounds/${live.round.id}/draw`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      body: JSON.stringify({ number }),
    });
    if (res.status !== 201) throw new Error(`draw ${number}: ${res.status}`);
  };
  return { buyer, admin, roundId: live.round.id, free, draw, readLive };
}
