import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { createEvent } from '../../test/bingo-factories';
import { createUser } from '../../test/factories';
import { pagarmeEnv, usePagarmeApp } from '../../test/pagarme-app';
import { buy, createCoupon } from '../../test/purchase-factories';
import { coupons } from '../db/schema';

// What a buyer gets when the provider refuses a purchase, fails, or cannot be reached (the log
// entries operators rely on are in pagarme-errors.test.ts and pagarme-client.test.ts).
const world = usePagarmeApp();

describe('Pagar.me refusals and outages as the buyer meets them', () => {
  it('maps {message, errors} to a pt-BR error without the provider internals, and the purchase fails with its coupon back', async () => {
    const { ctx, stub, buyer } = world;
    const coupon = await createCoupon(ctx, { quantidade: 1 });
    stub.failNext({
      status: 422,
      body: { message: 'The request is invalid.', errors: { 'order.customer.document': ['The document field is invalid.'] } },
    });
    const res = await buy(ctx, buyer, { cupom: coupon.codigo });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'O serviço de pagamento recusou os dados do comprador. Confira nome, e-mail, CPF e telefone.' });
    expect(res.body).not.toMatch(/invalid|order\.customer/);
    expect((await ctx.database.db.select().from(coupons).where(eq(coupons.id, coupon.id)))[0]!.quantidade).toBe(1);

    stub.failNext({ status: 412, body: { message: 'Business rule', errors: {} } });
    expect((await buy(ctx, buyer)).json()).toEqual({ error: 'O serviço de pagamento recusou o pedido. Tente novamente mais tarde.' });
  });

  it('maps 429 to "busy" (503) and a wrong key to "unavailable" (502), without retrying them', async () => {
    const { ctx, stub, buyer } = world;
    stub.failNext({ status: 429, body: { message: 'Too Many Requests' } });
    const busy = await buy(ctx, buyer);
    expect(busy.statusCode).toBe(503);
    expect(busy.json().error).toBe('O serviço de pagamento está sobrecarregado. Aguarde alguns segundos e tente novamente.');
    stub.failNext({ status: 401, body: { message: 'Authorization has been denied for this request.' } });
    const denied = await buy(ctx, buyer);
    expect(denied.statusCode).toBe(502);
    expect(denied.json().error).toBe('O serviço de pagamento está indisponível no momento. Tente novamente em instantes.');
    expect(stub.requests.filter((r) => r.method === 'POST')).toHaveLength(2);
  });

  it('retries a provider failure once with the same Idempotency-Key', async () => {
    const { ctx, stub, buyer } = world;
    stub.failNext({ status: 500, body: { message: 'Internal' } });
    const res = await buy(ctx, buyer);
    expect(res.statusCode).toBe(200);
    const [first, second] = stub.requests.filter((r) => r.method === 'POST');
    expect(second!.headers['idempotency-key']).toBe(first!.headers['idempotency-key']);

    stub.failNext({ status: 502, body: {} }, { status: 503, body: {} });
    expect((await buy(ctx, buyer)).statusCode).toBe(502);
  });

  it('answers 503 when the provider cannot be reached', async () => {
    // Nothing listens on port 9 (discard): the connection is refused at once.
    const down = await createTestApp(pagarmeEnv('http://127.0.0.1:9/core/v5'));
    try {
      await createEvent(down, { status: 'em_andamento' });
      const res = await buy(down, await createUser(down));
      expect(res.statusCode).toBe(503);
      expect(res.json().error).toBe('O serviço de pagamento está indisponível no momento. Tente novamente em instantes.');
    } finally {
      await down.close();
    }
  });
});
