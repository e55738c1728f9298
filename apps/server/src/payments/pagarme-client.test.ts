import { purchaseMessages } from '@bingo/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jsonLog } from '../../test/json-log';
import { PAGARME_SECRET, orderDraft } from '../../test/pagarme-app';
import { PagarmeStub } from '../../test/pagarme-stub';
import { buildOrderRequest } from './order-request';
import { PagarmeProvider, type PagarmeOptions } from './pagarme';

// The HTTP client on its own, against the strict look-alike of the v5 API: URL, headers, retries
// and their timing, timeouts, and the log lines operators get. What a buyer sees of a refusal is
// in pagarme-failures.test.ts.
let stub: PagarmeStub;
beforeAll(async () => {
  stub = await new PagarmeStub().start();
});
afterAll(() => stub.stop());
beforeEach(() => {
  stub.requests.length = 0;
});

/** Our client of the stub (or of `apiUrl`), logging to memory. */
function client(options: Partial<PagarmeOptions> = {}) {
  const { log, records } = jsonLog();
  return { provider: new PagarmeProvider({ apiUrl: stub.url, secretKey: PAGARME_SECRET, log, ...options }), records };
}
const order = () => buildOrderRequest(orderDraft());
const unavailable = (status: number) => ({ status, message: purchaseMessages.providerUnavailable });

describe('Pagar.me HTTP client', () => {
  it('calls PAGARME_API_URL as configured, with or without slashes at its end', async () => {
    const { provider } = client({ apiUrl: `${stub.url}//` });
    const made = await provider.createOrder(order(), 'compra-1-aaa');
    await provider.getOrder(made.id);
    expect(stub.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /orders', `GET /orders/${made.id}`]);
  });

  it('asks for JSON on every call, and sends a content type and the Idempotency-Key only with the POST body', async () => {
    const { provider } = client();
    const made = await provider.createOrder(order(), 'compra-1-bbb');
    await provider.getOrder(made.id);
    const [post, get] = stub.requests;
    const authorization = `Basic ${Buffer.from(`${PAGARME_SECRET}:`).toString('base64')}`;
    expect(post!.headers).toMatchObject({
      authorization,
      accept: 'application/json',
      'content-type': 'application/json',
      'idempotency-key': 'compra-1-bbb',
    });
    expect(get!.headers).toMatchObject({ authorization, accept: 'application/json' });
    expect(get!.headers).not.toHaveProperty('content-type');
    expect(get!.headers).not.toHaveProperty('idempotency-key');
  });

  it('reads an order the provider does not know as "order not found" (404), a warning, without retrying', async () => {
    const { provider, records } = client();
    await expect(provider.getOrder('or_desconhecido')).rejects.toMatchObject({ status: 404, message: purchaseMessages.orderNotFound });
    expect(stub.requests).toHaveLength(1);
    expect(records()).toMatchObject([
      { level: 40, msg: 'Pagar.me recusou a chamada', provider: 'pagarme', status: 404, method: 'GET', path: '/orders/or_desconhecido' },
    ]);
  });

  it('waits 300 ms before its one retry of a provider failure', async () => {
    const { provider } = client();
    stub.failNext({ status: 500, body: { message: 'Internal' } });
    const started = performance.now();
    await provider.createOrder(order(), 'compra-1-ccc');
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
    expect(stub.requests).toHaveLength(2);
  });

  it('does not wait before the first attempt', async () => {
    const { provider } = client({ retryDelayMs: 5_000 });
    const started = performance.now();
    await provider.createOrder(order(), 'compra-1-ddd');
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('gives up on a provider too slow to answer, logging each attempt with its method and path, and answers "unavailable" (503)', async () => {
    const { provider, records } = client({ timeoutMs: 200, retryDelayMs: 0 });
    stub.failNext({ status: 200, body: {}, delayMs: 1_000 }, { status: 200, body: {}, delayMs: 1_000 });
    await expect(provider.createOrder(order(), 'compra-1-eee')).rejects.toMatchObject(unavailable(503));
    expect(stub.requests).toHaveLength(2);
    const timedOut = {
      level: 50,
      msg: 'Pagar.me não respondeu',
      provider: 'pagarme',
      method: 'POST',
      path: '/orders',
      err: expect.objectContaining({ message: expect.stringMatching(/timeout/i) }),
    };
    expect(records()).toMatchObject([timedOut, timedOut]);
  });

  it('logs a provider it cannot reach as an error too', async () => {
    // Nothing listens on port 9 (discard): the connection is refused at once.
    const { provider, records } = client({ apiUrl: 'http://127.0.0.1:9/core/v5', retryDelayMs: 0 });
    await expect(provider.getOrder('or_1')).rejects.toMatchObject(unavailable(503));
    const refused = { level: 50, msg: 'Pagar.me não respondeu', provider: 'pagarme', method: 'GET', path: '/orders/or_1' };
    expect(records()).toMatchObject([refused, refused]);
  });

  it('answers "unavailable" (502) to a success that is not JSON, logged as an error, without retrying', async () => {
    const { provider, records } = client();
    stub.failNext({ status: 200, raw: '<html>Manutenção programada</html>' });
    await expect(provider.getOrder('or_1')).rejects.toMatchObject(unavailable(502));
    expect(stub.requests).toHaveLength(1);
    expect(records()).toMatchObject([
      {
        level: 50,
        msg: 'Pagar.me respondeu algo que não é JSON',
        provider: 'pagarme',
        method: 'GET',
        path: '/orders/or_1',
        err: { type: 'SyntaxError' },
      },
    ]);
  });
});
