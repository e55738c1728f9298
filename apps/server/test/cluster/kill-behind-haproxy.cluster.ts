import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Haproxy } from '../../../../scripts/lib/haproxy';
import { onPostgres } from '../failure/server-database';
import { killServersAfterAll } from '../failure/server-process';
import { PagarmeStub } from '../pagarme-stub';
import { checkoutPayload } from '../purchase-factories';
import { expectOk, haproxyBin, signInViaProxy, startCluster, viaProxy, type Cluster } from './cluster';
import { H2Phone } from './h2-phone';

// README "Vários servidores atrás de um balanceador": three processes on one PostgreSQL behind
// HAProxy (docs/deployment/haproxy.cfg). One is killed with kill -9 in the middle of a night: its
// phones come back through HAProxy to the other two and miss no ball, and the purchases paid while
// it dies (webhook, the server's re-read at the provider, cards) are approved once each.
const PHONES = 30;
const PURCHASES = 6;
const WEBHOOK_TOKEN = 'token-do-webhook-do-cluster';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.runIf(haproxyBin && onPostgres)('three processes behind HAProxy, one killed with kill -9 mid-night', () => {
  killServersAfterAll();
  let stub: PagarmeStub;
  let cluster: Cluster;
  beforeAll(async () => {
    stub = await new PagarmeStub().start();
    cluster = await startCluster(3, {
      PAYMENT_PROVIDER: 'pagarme',
      PUBLIC_URL: 'https://bingo.test',
      PAGARME_SECRET_KEY: 'sk_test_chave_do_cluster',
      PAGARME_API_URL: stub.url,
      PAGARME_WEBHOOK_TOKEN: WEBHOOK_TOKEN,
    });
  }, 180_000);
  afterAll(async () => {
    await cluster?.stop();
    await stub?.stop();
  });

  it('the killed process’s phones reconnect to the others and miss no ball; purchases paid during the kill are neither lost nor doubled', async () => {
    const { proxy } = cluster;
    const admin = await signInViaProxy(proxy);
    const asAdmin = (method: string, path: string, body?: unknown) =>
      expectOk(viaProxy(proxy, method, path, { token: admin, body }), method === 'POST' && !path.endsWith('/start') ? 201 : 200);
    const event = await asAdmin('POST', '/api/events', {
      name: 'Noite atrás do HAProxy',
      start_date: new Date().toISOString(),
      rounds_count: 1,
      card_price: 10,
    });
    const round = await asAdmin('POST', `/api/events/${event.id}/rounds`, { prize: 'Bicicleta' });
    await asAdmin('PATCH', `/api/events/${event.id}/status`, { status: 'em_andamento' });
    await asAdmin('POST', `/api/rounds/${round.id}/start`);

    const buyers = await Promise.all(
      [1, 2].map(async (i) => {
        const account = { name: `Compradora ${i}`, email: `compradora${i}@cluster.test`, password: 'senha-da-compradora' };
        await expectOk(viaProxy(proxy, 'POST', '/api/register', { body: account }), 201);
        return signInViaProxy(proxy, account.email, account.password);
      }),
    );

    const phones = Array.from(
      { length: PHONES },
      (_, i) => new H2Phone(proxy.url, proxy.ca, `/api/events/${event.id}/live/stream`, buyers[i % 2]!),
    );
    await Promise.all(phones.map((p) => p.start()));
    try {
      const balls: number[] = [];
      const draw = async () => drawBall(proxy, admin, round.id, event.id, buyers[0]!, balls.length + 1).then((n) => balls.push(n));
      for (let i = 0; i < 3; i++) await draw();

      // Paid at the provider before the kill; the webhooks go out while a process dies.
      const opened = [];
      for (let i = 0; i < PURCHASES; i++) {
        const link = await expectOk(
          viaProxy(proxy, 'POST', '/api/pagarme/payment-link', {
            token: buyers[i % 2],
            body: checkoutPayload({ quantidade: 1 + (i % 3) }),
          }),
        );
        opened.push({ orderId: link.id as string, purchaseId: link.purchase_id as number, quantidade: 1 + (i % 3) });
      }
      const webhooks = opened.map(async ({ orderId }, i) => {
        await sleep(i * 40);
        return deliverUntilAccepted(proxy, stub.event('order.paid', stub.pay(orderId)));
      });
      await sleep(60);
      const victim = cluster.servers[1]!;
      await victim.kill9();
      const outcomes = await Promise.all(webhooks);
      for (let i = 0; i < 5; i++) await draw();

      // Every phone ends with every ball, in order, and none was ever shown a state without one it had.
      const deadline = Date.now() + 20_000;
      while (Date.now() < deadline && phones.some((p) => p.drawn.join() !== balls.join())) await sleep(100);
      const behind = phones.filter((p) => p.drawn.join() !== balls.join()).map((p) => p.drawn.join());
      expect(behind, 'phones without every ball').toEqual([]);
      expect(phones.filter((p) => balls.some((b) => !p.seen.has(b))).length).toBe(0);
      const cameBack = phones.filter((p) => p.reconnects > 0).length;
      console.log(
        `celulares que voltaram por outro processo: ${cameBack} de ${PHONES}; webhooks: ${outcomes.map((o) => o.join('→')).join(', ')}`,
      );
      // Streams spread over the three processes (leastconn): the victim's share had to come back.
      expect(cameBack).toBeGreaterThan(0);
      expect(cameBack).toBeLessThan(PHONES);

      // Each purchase approved once, with its cards; the round's record adds each card once.
      for (const { purchaseId, quantidade } of opened) {
        const purchase = await asAdmin('GET', `/api/admin/purchases/${purchaseId}`);
        expect({ id: purchaseId, status: purchase.status, cards: purchase.cards_issued }).toEqual({
          id: purchaseId,
          status: 'aprovado',
          cards: quantidade,
        });
      }
      const record = await expectOk(viaProxy(proxy, 'GET', `/api/rounds/${round.id}/record`));
      const added = (record.entries as { kind: string; data: { card_ids: number[] } }[])
        .filter((e) => e.kind === 'cards_added')
        .flatMap((e) => e.data.card_ids);
      expect(new Set(added).size).toBe(added.length);
      expect(added.length).toBe(opened.reduce((n, p) => n + p.quantidade, 0));
    } finally {
      for (const phone of phones) phone.close();
    }
  }, 120_000);
});

/**
 * The operator's ball: a draw whose answer was lost with the killed process may have happened;
 * the live state says, and only a ball not drawn is sent again.
 */
async function drawBall(proxy: Haproxy, admin: string, roundId: number, eventId: number, buyer: string, number: number): Promise<number> {
  for (let attempt = 0; attempt < 30; attempt++) {
    const reply = await viaProxy(proxy, 'POST', `/api/rounds/${roundId}/draw`, { token: admin, body: { number } });
    if (reply.status === 201) return number;
    const live = await viaProxy(proxy, 'GET', `/api/events/${eventId}/live`, { token: buyer });
    if (live.status === 200 && (live.body.drawn as number[]).includes(number)) return number;
    await sleep(300);
  }
  throw new Error(`a bola ${number} não foi sorteada`);
}

/** The provider's delivery: retried until our webhook answers 200, as Pagar.me retries. Answers each try's status/outcome. */
async function deliverUntilAccepted(proxy: Haproxy, event: object): Promise<string[]> {
  const tries: string[] = [];
  for (let attempt = 0; attempt < 40; attempt++) {
    const reply = await viaProxy(proxy, 'POST', `/api/pagarme/webhook/${WEBHOOK_TOKEN}`, { body: event });
    tries.push(reply.status === 200 ? String(reply.body.outcome) : String(reply.status));
    if (reply.status === 200) return tries;
    await sleep(500);
  }
  throw new Error(`webhook nunca aceito: ${tries.join(', ')}`);
}
