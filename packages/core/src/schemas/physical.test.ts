import { describe, expect, it } from 'vitest';
import { type z } from 'zod';
import {
  batchSchema,
  cardCheckReport,
  cardsAllQuery,
  cardsAllReply,
  createBatchBody,
  createSaleBody,
  lotesQuery,
  loteBody,
  newSaleSchema,
  physicalSaleSchema,
  saleAmountForm,
  saleMessages,
  settleSalesBody,
  settleSalesReply,
  swapSaleReply,
  updateCardBody,
  updateSaleBody,
} from './physical';

const issue = (schema: z.ZodType, body: object, field = '') =>
  schema.safeParse(body).error?.issues.find((i) => i.path.join('.') === field)?.message;

describe('batches of paper cards', () => {
  const batch = { name: 'Lote A', user_id: '4', amount: '500' };

  it('takes a batch with its responsible, quantity and event as typed in the form', () => {
    expect(createBatchBody.parse({ ...batch, name: ' Lote A ', event_id: '2' })).toEqual({
      name: 'Lote A',
      user_id: 4,
      amount: 500,
      event_id: 2,
    });
    expect(createBatchBody.parse({ ...batch, amount: 50_000 }).amount).toBe(50_000);
    expect(loteBody.parse({ lote: 'Lote B', quantidade: '1' })).toEqual({ lote: 'Lote B', quantidade: 1 });
  });

  it('keeps every field of a batch, with or without its responsible', () => {
    const batch = {
      id: 3,
      event_id: 2,
      event_name: 'Bingo de Natal',
      name: 'Lote A',
      amount: 500,
      sold: 12,
      returned: 3,
      user_id: 4,
      user: { id: 4, name: 'Zé' },
      created_at: '2026-11-01T12:00:00Z',
    };
    expect(batchSchema.parse(batch)).toEqual(batch);
    expect(batchSchema.parse({ ...batch, user_id: null, user: null })).toEqual({ ...batch, user_id: null, user: null });
  });

  it('refuses a quantity that is not 1 to 50.000 whole cards with the pt-BR texts', () => {
    expect(issue(createBatchBody, { ...batch, amount: 'muitas' }, 'amount')).toBe('Informe a quantidade.');
    expect(issue(createBatchBody, { ...batch, amount: '1.5' }, 'amount')).toBe('A quantidade deve ser um número inteiro.');
    expect(issue(createBatchBody, { ...batch, amount: '0' }, 'amount')).toBe('A quantidade deve ser pelo menos 1.');
    expect(issue(loteBody, { lote: 'L', quantidade: 50_001 }, 'quantidade')).toBe('A quantidade deve ser no máximo 50.000.');
  });

  it('refuses a batch without its responsible or with a wrong event', () => {
    for (const user_id of ['x', '0', '-3'])
      expect(issue(createBatchBody, { ...batch, user_id }, 'user_id')).toBe('Selecione o responsável.');
    expect(createBatchBody.safeParse({ ...batch, user_id: '2147483648' }).success).toBe(false);
    expect(createBatchBody.safeParse({ ...batch, user_id: '1.5' }).success).toBe(false);
    for (const event_id of ['x', '0', '1.5', '2147483648']) expect(issue(lotesQuery, { event_id }, 'event_id')).toBe('Evento inválido.');
    expect(lotesQuery.parse({ event_id: '2147483647' })).toEqual({ event_id: 2_147_483_647 });
    expect(lotesQuery.parse({})).toEqual({});
  });
});

describe('the paper cards list', () => {
  it('reads the filters, 20 cards a page by default', () => {
    expect(cardsAllQuery.parse({})).toEqual({ page: 1, limit: 20 });
    const filters = {
      status: 'física',
      event_id: '2',
      seller_name: ' Zé ',
      full_name: ' Ana ',
      lote: ' A ',
      barcode: ' 7890000000017 ',
      limit: '100',
    };
    expect(cardsAllQuery.parse(filters)).toEqual({
      page: 1,
      limit: 100,
      status: 'física',
      event_id: 2,
      seller_name: 'Zé',
      full_name: 'Ana',
      lote: 'A',
      barcode: '7890000000017',
    });
    expect(cardsAllQuery.parse({ status: 'digital', limit: '1' })).toMatchObject({ status: 'digital', limit: 1 });
  });

  it('refuses filters past their lengths and a limit out of 1 to 100', () => {
    const long = 'a'.repeat(121);
    for (const query of [
      { seller_name: long },
      { full_name: long },
      { lote: long },
      { barcode: '1'.repeat(14) },
      { limit: '0' },
      { limit: '101' },
      { status: 'papel' },
      { claim_locked: 'sim' },
    ]) {
      expect(cardsAllQuery.safeParse(query).success, JSON.stringify(query)).toBe(false);
    }
    const longest = 'a'.repeat(120);
    expect(cardsAllQuery.safeParse({ seller_name: longest, full_name: longest, lote: longest, barcode: '1'.repeat(13) }).success).toBe(
      true,
    );
  });

  it('keeps every field of a paper card in the page', () => {
    const card = {
      id: 10,
      event_id: 2,
      event_name: 'Bingo de Natal',
      event_status: 'em_andamento',
      numbers: [1, 16, 31, 46, 61],
      status: 'física',
      lote: 'Lote A',
      barcode: '7890000000017',
      full_name: 'Ana',
      contact: '11987654321',
      address: 'Rua A, 10',
      physical_sale: { id: 5, user_id: 4, user_name: 'Zé' },
      batch_seller: { id: 4, name: 'Zé' },
      claimed_by: { id: 9, name: 'Ana', email: 'ana@x.com' },
      claim_locked: true,
      voided: null,
    };
    const unsold = {
      ...card,
      status: 'digital',
      lote: null,
      barcode: null,
      full_name: null,
      contact: null,
      address: null,
      physical_sale: null,
      batch_seller: null,
      claimed_by: null,
    };
    const page = { items: [card, unsold], total: 2 };
    expect(cardsAllReply.parse(page)).toEqual(page);
  });

  it('takes the name on the card, contact and address optional', () => {
    expect(updateCardBody.parse({ full_name: ' Ana ', contact: ' ', address: 'Rua A' })).toEqual({
      full_name: 'Ana',
      contact: null,
      address: 'Rua A',
    });
    expect(updateCardBody.parse({ full_name: 'Ana', address: 'a'.repeat(300) }).address).toHaveLength(300);
    expect(issue(updateCardBody, { full_name: 'Ana', address: 'a'.repeat(301) }, 'address')).toBe('Use no máximo 300 caracteres.');
    expect(issue(updateCardBody, { full_name: 'Ana', contact: 'a'.repeat(121) }, 'contact')).toBe('Use no máximo 120 caracteres.');
    expect(issue(updateCardBody, { full_name: 'a'.repeat(121) }, 'full_name')).toBe('Use no máximo 120 caracteres.');
  });
});

describe('physical sales', () => {
  it('registers a sale with the buyer when the seller takes it', () => {
    expect(createSaleBody.parse({ user_id: '4', card_id: '10', full_name: ' Ana ', contact: '' })).toEqual({
      user_id: 4,
      card_id: 10,
      full_name: 'Ana',
      contact: null,
    });
    expect(createSaleBody.parse({ user_id: 4, card_id: 2_147_483_647 })).toEqual({ user_id: 4, card_id: 2_147_483_647 });
    for (const card_id of ['x', '0']) expect(issue(createSaleBody, { user_id: 4, card_id }, 'card_id')).toBe('Cartela inválida.');
    expect(createSaleBody.safeParse({ user_id: 4, card_id: '2147483648' }).success).toBe(false);
    expect(createSaleBody.safeParse({ user_id: 4, card_id: '1.5' }).success).toBe(false);
    for (const user_id of ['x', '0']) expect(issue(createSaleBody, { user_id, card_id: 10 }, 'user_id')).toBe('Selecione um vendedor.');
    expect(createSaleBody.safeParse({ user_id: '2147483648', card_id: 10 }).success).toBe(false);
    expect(createSaleBody.safeParse({ user_id: '1.5', card_id: 10 }).success).toBe(false);
  });

  const paperSale = {
    id: 5,
    card_id: 10,
    user_id: 4,
    user_name: 'Zé',
    barcode: null,
    lote: 'A',
    event_id: 2,
    event_status: 'finalizado',
    amount: 10,
    settled_at: null,
    created_at: '2026-11-20T12:00:00Z',
  };

  it('keeps every field of a sale', () => {
    expect(physicalSaleSchema.parse(paperSale)).toEqual(paperSale);
  });

  it('answers a new or swapped sale with whether the card plays only from the next round (decisions.md §14)', () => {
    const sale = { ...paperSale, event_status: 'em_andamento', next_round: true };
    expect(newSaleSchema.parse(sale)).toEqual(sale);
    expect(newSaleSchema.safeParse({ ...sale, next_round: undefined }).success).toBe(false);
    const swap = { message: 'Venda trocada da cartela 10 para a cartela 11.', sale: { ...sale, card_id: 11, next_round: false } };
    expect(swapSaleReply.parse(swap)).toEqual(swap);
  });

  it('takes a sale amount from R$ 0,00 to R$ 100.000,00, in centavos', () => {
    expect(saleAmountForm.parse({ amount: 10.005 })).toEqual({ amount: 10.01 });
    expect(saleAmountForm.parse({ amount: 0 })).toEqual({ amount: 0 });
    expect(saleAmountForm.parse({ amount: 100_000 })).toEqual({ amount: 100_000 });
    expect(issue(saleAmountForm, { amount: -0.01 }, 'amount')).toBe('O valor da venda deve estar entre R$ 0,00 e R$ 100.000,00.');
    expect(issue(saleAmountForm, { amount: 100_000.01 }, 'amount')).toBe('O valor da venda deve estar entre R$ 0,00 e R$ 100.000,00.');
    expect(issue(saleAmountForm, { amount: '10' }, 'amount')).toBe('Informe o valor da venda, por exemplo 10,00.');
  });

  it('changes the seller, the amount or "acertado", and refuses a change of nothing', () => {
    expect(updateSaleBody.parse({ user_id: '7' })).toEqual({ user_id: 7 });
    expect(updateSaleBody.parse({ amount: 12.5 })).toEqual({ amount: 12.5 });
    expect(updateSaleBody.parse({ acertado: false })).toEqual({ acertado: false });
    expect(issue(updateSaleBody, {})).toBe('Selecione um vendedor.');
    expect(issue(updateSaleBody, { acertado: 'sim' }, 'acertado')).toBe('Informe se a venda foi acertada.');
  });

  it('takes the reason of a correction trimmed; a blank or invisible one is no reason (decisions.md §14)', () => {
    expect(updateSaleBody.parse({ amount: 8, reason: ' Desconto na porta ' })).toEqual({ amount: 8, reason: 'Desconto na porta' });
    for (const reason of ['', '   ', '\u200b', 42])
      expect(issue(updateSaleBody, { amount: 8, reason }, 'reason')).toBe(saleMessages.reasonRequired);
    expect(issue(updateSaleBody, { amount: 8, reason: 'x'.repeat(301) }, 'reason')).toBe('Use no máximo 300 caracteres.');
    expect(saleMessages.reasonRequired).toBe(
      'Este evento já foi finalizado: informe o motivo da correção. Ele fica registrado com quem corrigiu e quando.',
    );
  });

  it('settles every open sale of a seller in an event, with the balance counted', () => {
    expect(settleSalesBody.parse({ user_id: '4', event_id: '2', valor: 150 })).toEqual({ user_id: 4, event_id: 2, valor: 150 });
    expect(settleSalesBody.parse({ user_id: 4, event_id: 2_147_483_647, valor: 100_000_000 })).toMatchObject({ valor: 100_000_000 });
    for (const valor of [-1, 'cem'])
      expect(issue(settleSalesBody, { user_id: 4, event_id: 2, valor }, 'valor')).toBe('Informe o valor entregue.');
    expect(settleSalesBody.safeParse({ user_id: 4, event_id: 2, valor: 100_000_001 }).success).toBe(false);
    for (const event_id of ['x', '0']) expect(issue(settleSalesBody, { user_id: 4, event_id }, 'event_id')).toBe('Evento inválido.');
    expect(settleSalesBody.safeParse({ user_id: 4, event_id: '2147483648' }).success).toBe(false);
    expect(settleSalesBody.safeParse({ user_id: 4, event_id: '1.5' }).success).toBe(false);
    expect(settleSalesReply.parse({ message: 'Vendas acertadas.', acertadas: 3 })).toEqual({ message: 'Vendas acertadas.', acertadas: 3 });
  });
});

describe('card check report', () => {
  it('keeps every count of the check', () => {
    const report = { total: 100, physical: 60, digital: 40, invalid_numbers: 0, duplicates: 1, invalid_barcodes: 2, ok: false };
    expect(cardCheckReport.parse(report)).toEqual(report);
  });
});
