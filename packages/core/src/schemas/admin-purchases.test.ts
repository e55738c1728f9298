import { describe, expect, it } from 'vitest';
import {
  adminPurchaseDetail,
  adminPurchaseList,
  adminPurchaseMessages,
  adminPurchaseParam,
  adminPurchaseQuery,
  purchaseBuyersReply,
  purchaseChangeSourceLabels,
  purchaseVerifyReply,
} from './admin-purchases';

const purchase = {
  id: 42,
  code: 'compra-42',
  payment_id: 'or_42',
  event_id: 2,
  event_name: 'Bingo de Natal',
  user_id: 9,
  buyer_name: 'Ana Maria',
  buyer_email: 'ana@x.com',
  buyer_phone: '11987654321',
  buyer_cpf: '52998224725',
  status: 'aprovado',
  provider_status: 'paid',
  review_reason: null,
  payment_method: 'credit_card',
  quantidade: 3,
  gross: 30,
  discount: 3,
  total: 27,
  coupon_code: 'NATAL10',
  affiliate_code: 'JOAO',
  affiliate_name: 'João',
  cards_issued: 3,
  created_at: '2026-11-20T12:00:00Z',
  updated_at: '2026-11-20T12:01:00Z',
};
const change = {
  id: 1,
  from_status: 'pendente',
  to_status: 'aprovado',
  provider_status: 'paid',
  source: 'webhook',
  hook_id: 'hook_1',
  review_reason: null,
  at: '2026-11-20T12:01:00Z',
};
const detail = {
  ...purchase,
  expires_at: '2026-11-20T13:00:00Z',
  history: [{ ...change, from_status: null, to_status: 'pendente', source: 'checkout' }, change],
};

describe('admin purchases list query', () => {
  it('reads the search box, the filters and the page', () => {
    expect(adminPurchaseQuery.parse({ search: '  #42 ', status: 'falhou', event_id: '3', review: 'true', page: '2' })).toEqual({
      search: '#42',
      status: 'falhou',
      event_id: 3,
      review: true,
      page: 2,
    });
    expect(adminPurchaseQuery.parse({})).toEqual({ page: 1 });
    expect(adminPurchaseQuery.parse({ review: '0', event_id: '2147483647' })).toMatchObject({ review: false, event_id: 2_147_483_647 });
  });

  it('refuses a search past 120 characters with the length in the message', () => {
    expect(adminPurchaseQuery.parse({ search: 'a'.repeat(120) }).search).toHaveLength(120);
    expect(adminPurchaseQuery.safeParse({ search: 'a'.repeat(121) }).error?.issues[0]?.message).toBe('Use no máximo 120 caracteres.');
  });

  it('refuses an unknown status, an event id out of range and a page out of range', () => {
    for (const query of [
      { status: 'pago' },
      { event_id: '0' },
      { event_id: '2147483648' },
      { event_id: '1.5' },
      { page: '0' },
      { page: '1000001' },
    ]) {
      expect(adminPurchaseQuery.safeParse(query).success, JSON.stringify(query)).toBe(false);
    }
    expect(adminPurchaseQuery.parse({ page: '1000000' }).page).toBe(1_000_000);
  });

  it('reads the purchase id of the path', () => {
    expect(adminPurchaseParam.parse({ id: '42' })).toEqual({ id: 42 });
  });
});

describe('admin purchase replies keep every field the screens show', () => {
  it('keeps a page of purchases with its total', () => {
    const list = {
      data: [purchase, { ...purchase, id: 43, review_reason: 'Valor pago (R$ 5,00) diferente do total (R$ 27,00).' }],
      total: 51,
    };
    expect(adminPurchaseList.parse(list)).toEqual(list);
  });

  it('keeps the detail with its status history, for every source of a change', () => {
    expect(adminPurchaseDetail.parse(detail)).toEqual(detail);
    for (const source of ['checkout', 'webhook', 'reconcile', 'verify', 'expiry', 'migration']) {
      const one = { ...detail, history: [{ ...change, source }] };
      expect(adminPurchaseDetail.parse(one)).toEqual(one);
    }
    expect(adminPurchaseDetail.safeParse({ ...detail, history: [{ ...change, source: 'manual' }] }).success).toBe(false);
  });

  it('names every source of a change in pt-BR', () => {
    expect(purchaseChangeSourceLabels).toEqual({
      checkout: 'Compra (checkout)',
      webhook: 'Notificação do provedor (webhook)',
      reconcile: 'Consulta ao provedor (página de pagamento)',
      verify: 'Verificar pagamento (administrador)',
      expiry: 'Prazo de pagamento expirado',
      migration: 'Registrada antes do histórico',
    });
  });

  it('keeps what the verification did and the purchase afterwards', () => {
    for (const outcome of ['processed', 'unchanged', 'stale', 'review']) {
      const reply = { outcome, message: 'Pagamento verificado: nada mudou, a situação continua aprovado.', purchase: detail };
      expect(purchaseVerifyReply.parse(reply)).toEqual(reply);
    }
    expect(purchaseVerifyReply.safeParse({ outcome: 'duplicate', message: 'x', purchase: detail }).success).toBe(false);
  });

  it("keeps the treasurer's list of buyers", () => {
    const buyers = [
      { name: 'Ana Maria', email: 'ana@x.com', phone: '11987654321', cards: 3, total: 27 },
      { name: 'Bia', email: 'bia@x.com', phone: null, cards: 1, total: 10 },
    ];
    expect(purchaseBuyersReply.parse(buyers)).toEqual(buyers);
    expect(purchaseBuyersReply.safeParse([{ ...buyers[0], cards: 1.5 }]).success).toBe(false);
  });
});

describe("'Verificar pagamento' messages", () => {
  it('tells the admin what the verification found, with the status', () => {
    expect(adminPurchaseMessages.verifiedChanged('aprovado')).toBe('Pagamento verificado: situação atualizada para aprovado.');
    expect(adminPurchaseMessages.verifiedSame('pendente')).toBe('Pagamento verificado: nada mudou, a situação continua pendente.');
    expect(adminPurchaseMessages.verifiedReview).toBe('Pagamento verificado: o valor pago difere do total, a compra ficou em revisão.');
    expect(adminPurchaseMessages.noOrder).toBe('Esta compra não chegou a ter um pedido no provedor de pagamento: não há o que verificar.');
  });
});
