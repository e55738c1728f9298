import type { TestContext } from '../app';
import { createEvent, createRound, sellCards } from '../bingo-factories';
import { createUser, type TestUser } from '../factories';
import { buyAndApprove, createCoupon } from '../purchase-factories';
import { multipart, TINY_PNG } from '../image-fixtures';
import { publishedVersion } from '../regulamento-factories';
import { webhookToken } from '../../src/payments/provider';

/** The callers of the access matrix: every column of decisions.md §10 plus the owner's neighbours. */
export type Caller = 'anonymous' | 'buyer' | 'affiliate' | 'other' | 'admin';
export const CALLERS: Caller[] = ['anonymous', 'buyer', 'affiliate', 'other', 'admin'];

/**
 * One of everything a route can point at, owned by `buyer` where ownership applies: a running
 * round with a ball, the buyer's approved purchase with its cards, a batch sold to the buyer as
 * seller, a sponsor with a logo, a coupon. `spare` ids are for the destructive admin calls.
 */
export interface AccessWorld {
  users: Record<Exclude<Caller, 'anonymous'>, TestUser>;
  eventId: number;
  /** A finished event with its prestação de contas published (decisions.md §15). */
  finishedEventId: number;
  roundId: number;
  drawnNumberId: number;
  purchaseId: number;
  /** The provider's order id of that purchase (the payment status route takes it). */
  orderId: string;
  cardId: number;
  batchId: number;
  physicalCardId: number;
  physicalBarcode: string;
  physicalSaleId: number;
  imageId: number;
  imageFile: string;
  sponsorId: number;
  couponId: number;
  couponCode: string;
  spareUserId: number;
  webhookToken: string;
}

async function expectOk<T>(label: string, res: { statusCode: number; body: string; json(): unknown }): Promise<T> {
  if (res.statusCode >= 300) throw new Error(`access world: ${label} answered ${res.statusCode} ${res.body}`);
  return res.json() as T;
}

export async function buildAccessWorld(ctx: TestContext): Promise<AccessWorld> {
  const inject = ctx.app.inject.bind(ctx.app);
  const [admin, buyer, affiliate, other, spare] = await Promise.all([
    createUser(ctx, { admin: true }),
    createUser(ctx, { name: 'Comprador Dono' }),
    createUser(ctx, { affiliate: true, code: 'AFIL01' }),
    createUser(ctx),
    createUser(ctx),
  ]);
  const auth = admin.auth;

  const event = await createEvent(ctx, { status: 'em_andamento' });
  // With a quina: the panel's quina lists answer for it (decisions.md §14).
  const round = await createRound(ctx, event.id, {
    status: 'in_progress',
    stages: [
      { kind: 'quina', prize: 'Cesta básica pequena' },
      { kind: 'cartela_cheia', prize: 'Cesta básica' },
    ],
  });
  const { purchaseId, orderId } = await buyAndApprove(ctx, buyer, { quantidade: 1 });
  const [card] = await sellCards(ctx, event.id, buyer, 1);
  const batch = await expectOk<{ id: number }>(
    'batch',
    await inject({
      method: 'POST',
      url: '/api/card-batches',
      headers: auth,
      payload: { name: 'Lote Acesso', user_id: buyer.id, amount: 2, event_id: event.id },
    }),
  );
  const physical = await expectOk<{ items: { id: number; barcode: string }[] }>(
    'physical cards',
    await inject({ url: `/api/cards/all?lote=${encodeURIComponent('Lote Acesso')}`, headers: auth }),
  );
  const physicalCard = physical.items[0]!;
  const sale = await expectOk<{ id: number }>(
    'physical sale',
    await inject({ method: 'POST', url: '/api/physical-sales', headers: auth, payload: { card_id: physicalCard.id, user_id: buyer.id } }),
  );

  // Two balls after the physical sale: that sale took part in a draw, so no one undoes it (its
  // seller gets past the ownership rule to a 409), even after the admin's call takes the last ball back.
  const draw = async (number: number) =>
    expectOk<{ id: number }>(
      'draw',
      await inject({ method: 'POST', url: `/api/rounds/${round.id}/draw`, headers: auth, payload: { number } }),
    );
  await draw(card!.numbers[0]!);
  const drawn = await draw(card!.numbers[1]!);

  const upload = multipart([
    { name: 'alt_text', value: 'Logo' },
    { name: 'image', value: TINY_PNG, filename: 'logo.png', type: 'image/png' },
  ]);
  const image = await expectOk<{ id: number; url: string }>(
    'image',
    await inject({ method: 'POST', url: '/api/admin/images', headers: { ...auth, ...upload.headers }, payload: upload.payload }),
  );
  const sponsor = await expectOk<{ id: number }>(
    'sponsor',
    await inject({
      method: 'POST',
      url: '/api/admin/sponsors',
      headers: auth,
      payload: { name: 'Padaria Acesso', image_id: image.id, amount: 100 },
    }),
  );
  await expectOk(
    'sponsor numbers',
    await inject({ method: 'POST', url: `/api/admin/sponsors/${sponsor.id}/numbers`, headers: auth, payload: { numbers: [7] } }),
  );
  const coupon = await createCoupon(ctx);
  // Published after the world's purchase: its public read answers 200 (GETs must).
  await publishedVersion(ctx, admin, event.id);
  const finished = await createEvent(ctx, { name: 'Noite Encerrada', status: 'finalizado' });
  await expectOk(
    'contas',
    await inject({
      method: 'POST',
      url: `/api/events/${finished.id}/contas`,
      headers: auth,
      payload: { costs: [], prizes: [], destination: 'Obras' },
    }),
  );

  return {
    users: { admin, buyer, affiliate, other },
    eventId: event.id,
    finishedEventId: finished.id,
    roundId: round.id,
    drawnNumberId: drawn.id,
    purchaseId,
    orderId,
    cardId: card!.id,
    batchId: batch.id,
    physicalCardId: physicalCard.id,
    physicalBarcode: physicalCard.barcode,
    physicalSaleId: sale.id,
    imageId: image.id,
    imageFile: image.url.split('/').pop()!,
    sponsorId: sponsor.id,
    couponId: coupon.id,
    couponCode: coupon.codigo,
    spareUserId: spare.id,
    webhookToken: webhookToken(ctx.env),
  };
}
