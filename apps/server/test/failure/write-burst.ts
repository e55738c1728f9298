import { call, type Reply } from './http';

/**
 * A burst of the writes an organiser and buyers care about, fired by concurrent workers against a
 * server until it dies: events with their rounds, coupons, balls of a running round, buyer sign-ups
 * and batches of physical cards (a batch and its cards are one transaction). Every write that got a
 * 2xx answer is recorded, so it can be looked for after the restart.
 */

export interface Acked {
  events: { id: number; name: string }[];
  rounds: { id: number; eventId: number }[];
  coupons: string[];
  balls: number[];
  users: { email: string; password: string }[];
  batches: { name: string; amount: number }[];
  total(): number;
}

export function newAcked(): Acked {
  return {
    events: [],
    rounds: [],
    coupons: [],
    balls: [],
    users: [],
    batches: [],
    total() {
      return this.events.length + this.rounds.length + this.coupons.length + this.balls.length + this.users.length + this.batches.length;
    },
  };
}

export interface BurstTarget {
  url: string;
  token: string;
  adminId: number;
  /** The running round whose balls are drawn, and its event (the batches' event too). */
  roundId: number;
  eventId: number;
}

const BATCH_SIZE = 30;
let serial = 0;
const nextBalls = { value: 1 };

/**
 * Runs `workers` loops of writes until `stop()` says so or the server stops answering; resolves
 * with the answers that were neither 2xx nor a dead connection (there must be none) and how many
 * requests the server died in the middle of (connection dropped, not refused).
 */
export async function runBurst(
  target: BurstTarget,
  acked: Acked,
  workers: number,
  stop: () => boolean,
): Promise<{ unexpected: string[]; inFlight: number }> {
  const unexpected: string[] = [];
  let inFlight = 0;
  const expect2xx = (what: string, r: Reply) => {
    if (r.status >= 200 && r.status < 300) return true;
    unexpected.push(`${what}: ${r.status} ${JSON.stringify(r.body)}`);
    return false;
  };
  const { url, token } = target;
  const writes: (() => Promise<void>)[] = [
    async () => {
      const name = `Evento da queda ${++serial}`;
      const event = await call(url, 'POST', '/api/events', {
        token,
        body: { name, start_date: new Date().toISOString(), rounds_count: 1 },
      });
      if (!expect2xx('evento', event)) return;
      acked.events.push({ id: event.body.id, name });
      const round = await call(url, 'POST', `/api/events/${event.body.id}/rounds`, { token, body: { prize: `Prêmio ${serial}` } });
      if (expect2xx('rodada', round)) acked.rounds.push({ id: round.body.id, eventId: event.body.id });
    },
    async () => {
      const codigo = `QUEDA${++serial}`;
      const r = await call(url, 'POST', '/api/cupons', { token, body: { codigo, tipo: 'fixo', valor: 5, quantidade: 10 } });
      if (expect2xx('cupom', r)) acked.coupons.push(codigo);
    },
    async () => {
      if (nextBalls.value > 75) return;
      const number = nextBalls.value++;
      const r = await call(url, 'POST', `/api/rounds/${target.roundId}/draw`, { token, body: { number } });
      if (expect2xx(`bola ${number}`, r)) acked.balls.push(number);
    },
    async () => {
      const user = { email: `comprador${++serial}.${process.pid}@queda.test`, password: `senha-${serial}-queda` };
      const r = await call(url, 'POST', '/api/register', { body: { name: 'Comprador da Queda', ...user } });
      if (expect2xx('cadastro', r)) acked.users.push(user);
    },
    async () => {
      const name = `Lote da queda ${++serial}`;
      const r = await call(url, 'POST', '/api/card-batches', {
        token,
        body: { name, user_id: target.adminId, amount: BATCH_SIZE, event_id: target.eventId },
      });
      if (expect2xx('lote', r)) acked.batches.push({ name, amount: BATCH_SIZE });
    },
  ];
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      for (let i = worker; !stop(); i++) {
        try {
          await writes[i % writes.length]!();
        } catch (err) {
          // The server is gone: what was in flight may or may not have been written.
          if ((err as { cause?: { code?: string } }).cause?.code !== 'ECONNREFUSED') inFlight++;
          return;
        }
      }
    }),
  );
  return { unexpected, inFlight };
}

/** Looks for every acknowledged write through the API of the restarted server; returns what is missing or half-written. */
export async function findLostWrites(target: BurstTarget, acked: Acked): Promise<string[]> {
  const { url, token } = target;
  const get = (path: string) => call(url, 'GET', path, { token });
  const problems: string[] = [];
  const list = async <T>(path: string): Promise<T[]> => {
    const r = await get(path);
    if (r.status === 200 && Array.isArray(r.body)) return r.body as T[];
    problems.push(`GET ${path}: ${r.status} ${JSON.stringify(r.body)}`);
    return [];
  };

  for (const event of acked.events) {
    const r = await get(`/api/events/${event.id}`);
    if (r.status !== 200 || r.body.name !== event.name) problems.push(`evento ${event.id} (${event.name}): ${r.status}`);
  }
  for (const round of acked.rounds) {
    const r = await get(`/api/rounds/${round.id}`);
    if (r.status !== 200 || r.body.event_id !== round.eventId) problems.push(`rodada ${round.id}: ${r.status}`);
  }
  const coupons = new Set((await list<{ codigo: string }>('/api/cupons')).map((c) => c.codigo));
  for (const codigo of acked.coupons) if (!coupons.has(codigo)) problems.push(`cupom ${codigo}`);

  const drawn = (await list<{ number: number }>(`/api/rounds/${target.roundId}/drawn-numbers`)).map((d) => d.number);
  for (const ball of acked.balls) if (!drawn.includes(ball)) problems.push(`bola ${ball}`);
  // The live state a restarted process serves is the one stored, not a stale copy.
  const live = (await get(`/api/events/${target.eventId}/live`)).body as { drawn?: number[] } | null;
  if (!live?.drawn || JSON.stringify([...live.drawn].sort((a, b) => a - b)) !== JSON.stringify([...drawn].sort((a, b) => a - b))) {
    problems.push(`estado ao vivo ${JSON.stringify(live)} difere das bolas gravadas ${JSON.stringify(drawn)}`);
  }

  const logins = await Promise.all(acked.users.map((u) => call(url, 'POST', '/api/login', { body: u })));
  logins.forEach((r, i) => r.status !== 200 && problems.push(`cadastro ${acked.users[i]!.email}: login ${r.status}`));

  // All or nothing: every batch that exists (acknowledged or not) has all its cards.
  const batches = await list<{ name: string; amount: number }>('/api/card-batches');
  const names = new Set(batches.map((b) => b.name));
  for (const b of acked.batches) if (!names.has(b.name)) problems.push(`lote ${b.name}`);
  for (const b of batches) {
    const cards = await get(`/api/cards/all?lote=${encodeURIComponent(b.name)}&limit=1`);
    if (cards.body.total !== b.amount) problems.push(`lote ${b.name} pela metade: ${cards.body.total} de ${b.amount} cartelas`);
  }
  const check = (await get('/api/cards/check')).body as { ok: boolean; physical: number };
  const expected = batches.reduce((sum, b) => sum + b.amount, 0);
  if (!check.ok || check.physical !== expected)
    problems.push(`verificação das cartelas: ${JSON.stringify(check)}, esperadas ${expected} físicas`);
  return problems;
}
