import crypto from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkoutExpired, FakeProvider } from './fake';
import { checkoutPage, messagePage } from './fake-checkout.page';
import { webhookToken } from './provider';
import type { Order, WebhookEvent } from './types';

const params = z.object({ orderId: z.string().min(1).max(40) });
const choice = z.object({ acao: z.enum(['aprovar', 'recusar', 'pendente']) });
const pathOf = (url: string) => {
  const parsed = new URL(url, 'http://localhost');
  return `${parsed.pathname}${parsed.search}`;
};

/**
 * The fake provider's hosted checkout, at /fake-checkout/{orderId} (outside /api, like a page of
 * the provider). A choice settles the fake order, then notifies our webhook exactly as the provider
 * would: an HTTP POST with the provider's envelope to the URL with the token, then the buyer goes
 * to /sucesso, /falha or /pendente.
 */
export const fakeCheckoutRoutes: FastifyPluginAsyncZod = async (app) => {
  if (!(app.payments instanceof FakeProvider)) return;
  const fake = app.payments;
  const webhookUrl = `/api/pagarme/webhook?token=${encodeURIComponent(webhookToken(app.env))}`;
  const page = (reply: { type(t: string): unknown; header(k: string, v: string): unknown }) => {
    reply.type('text/html; charset=utf-8');
    reply.header('cache-control', 'no-store');
  };

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  /**
   * Where the buyer lands: the order's success URL when paid, our failure or pending page otherwise.
   * Kept on the page's own origin (path only): the CSP's form-action also covers the redirect.
   */
  const resultUrl = (order: Order) => {
    const query = `?order_id=${encodeURIComponent(order.code)}`;
    const success = order.checkouts?.[0]?.success_url;
    if (order.status === 'paid') return success ? pathOf(success) : `/sucesso${query}`;
    if (order.status === 'pending' && !checkoutExpired(order)) return `/pendente${query}`;
    return `/falha${query}`;
  };

  /** Delivered in-process (app.inject): the same HTTP request, whatever address the server has. */
  const notify = async (order: Order) => {
    const event: WebhookEvent = {
      id: `hook_fake_${crypto.randomBytes(12).toString('hex')}`,
      account: { id: 'acc_fake', name: 'Bingo Beneficente (teste)' },
      type: order.status === 'paid' ? 'order.paid' : 'order.payment_failed',
      created_at: new Date().toISOString(),
      data: order as unknown as Record<string, unknown>,
    };
    const res = await app.inject({ method: 'POST', url: webhookUrl, payload: event });
    if (res.statusCode !== 200)
      app.log.warn({ status: res.statusCode, body: res.body }, 'o webhook não aceitou a notificação do provedor de teste');
  };

  app.get('/fake-checkout/:orderId', { config: { access: 'public' }, schema: { hide: true, params } }, async (request, reply) => {
    page(reply);
    const order = await fake.store.get(request.params.orderId);
    if (!order) return reply.status(404).send(messagePage('Pedido não encontrado', 'Confira o link de pagamento.'));
    return reply.send(await checkoutPage(order, fake.checkoutUrl(order.id), resultUrl(order)));
  });

  app.post(
    '/fake-checkout/:orderId',
    { config: { access: 'public' }, schema: { hide: true, params, body: choice } },
    async (request, reply) => {
      const before = await fake.store.get(request.params.orderId);
      if (!before) {
        page(reply);
        return reply.status(404).send(messagePage('Pedido não encontrado', 'Confira o link de pagamento.'));
      }
      let order = before;
      if (request.body.acao !== 'pendente') {
        order = (await fake.settle(before.id, request.body.acao === 'aprovar' ? 'paid' : 'failed')) ?? before;
        if (order.status !== before.status) await notify(order);
      }
      return reply.redirect(resultUrl(order), 303);
    },
  );
};
