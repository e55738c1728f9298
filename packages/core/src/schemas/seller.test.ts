import { describe, expect, it } from 'vitest';
import { sellerCardQuery, sellerCardReply, sellerMessages, sellerOverview, sellerOverviewQuery } from './seller';

const event = { id: 2, name: 'Bingo de Natal', start_date: '2026-12-20', status: 'em_andamento', card_price: 10 };
// A sale in the list of the seller's sales, and as a card of their batches carries it (with its undo deadline).
const saleRow = { id: 5, user_id: 4, user_name: 'Zé', amount: 10, settled_at: null, created_at: '2026-11-20T12:00:00Z' };
const sale = { ...saleRow, undo_until: '2026-11-20T12:10:00Z' };
const soldCard = {
  id: 10,
  barcode: '2000000000105',
  batch_id: 3,
  lote: 'Lote A',
  event_id: 2,
  full_name: 'Ana',
  contact: '11987654321',
  voided: null,
  sale,
};
const freeCard = { ...soldCard, id: 11, barcode: null, full_name: null, contact: null, voided: 'returned', sale: null };

describe("the seller's phone screen", () => {
  it('keeps the events, batches with every card, sales, balance and clock', () => {
    const overview = {
      eventos: [event, { ...event, id: 1, status: 'finalizado' }, { ...event, id: 3, status: 'scheduled' }],
      evento: event,
      lotes: [{ id: 3, name: 'Lote A', cards: [soldCard, freeCard] }],
      vendas: [
        {
          ...saleRow,
          card_id: 10,
          barcode: '2000000000105',
          lote: 'Lote A',
          event_id: 2,
          event_status: 'em_andamento',
          settled_at: '2026-11-21T12:00:00Z',
        },
      ],
      saldo: { cartelas_recebidas: 50, devolvidas: 9, vendidas: 1, em_maos: 40, valor_vendido: 10, valor_acertado: 10, saldo_a_acertar: 0 },
      correcoes: [],
      agora: '2026-11-21T12:05:00Z',
    };
    expect(sellerOverview.parse(overview)).toEqual(overview);
    const none = { ...overview, eventos: [], evento: null, lotes: [], vendas: [] };
    expect(sellerOverview.parse(none)).toEqual(none);
  });

  it('keeps a card found by its code with its event', () => {
    const reply = { ...soldCard, event_name: 'Bingo de Natal', event_status: 'finalizado', check_code: 'K7M-4QX' };
    expect(sellerCardReply.parse(reply)).toEqual(reply);
    expect(sellerCardReply.safeParse({ ...reply, event_status: 'aberto' }).success).toBe(false);
  });

  it('finds a card by a code of 1 to 32 characters, and asks for one otherwise', () => {
    expect(sellerCardQuery.parse({ code: ' 2000000000105 ' })).toEqual({ code: '2000000000105' });
    expect(sellerCardQuery.parse({ code: '7'.repeat(32) }).code).toHaveLength(32);
    for (const code of ['', '  ', '7'.repeat(33)]) {
      expect(sellerCardQuery.safeParse({ code }).error?.issues[0]?.message).toBe('Informe o código de barras ou o número da cartela.');
    }
  });

  it('narrows the screen to one event by its id', () => {
    expect(sellerOverviewQuery.parse({})).toEqual({});
    expect(sellerOverviewQuery.parse({ event_id: '2147483647' })).toEqual({ event_id: 2_147_483_647 });
    for (const event_id of ['x', '0', '1.5', '2147483648']) {
      expect(sellerOverviewQuery.safeParse({ event_id }).error?.issues[0]?.message).toBe('Evento inválido.');
    }
  });

  it('tells the seller why a sale cannot be undone or registered', () => {
    expect(sellerMessages).toEqual({
      notYourCard: 'Esta cartela não é de um lote seu.',
      notYourSale: 'Esta venda não é sua.',
      undoExpired: 'Já se passaram 10 minutos desta venda: só um administrador pode desfazê-la agora.',
      eventFinished: 'Este evento já foi finalizado: as vendas dele não podem mais ser registradas.',
      codeRequired: 'Informe o código de barras ou o número da cartela.',
    });
  });
});
