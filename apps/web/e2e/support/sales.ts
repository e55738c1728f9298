import { expect } from 'vitest';
import { api, loginViaApi, registerViaApi, type Session } from './api';

/**
 * Cards sold online through the fake provider to a new buyer, as a buyer's browser would do it,
 * for the active event; credited to an affiliate when a code is given. Answers the buyer's session.
 */
export async function buyOnline(quantidade: number, affiliateCode?: string): Promise<Session> {
  const buyer = await registerViaApi();
  const session = await loginViaApi(buyer.email, buyer.password);
  const { token, user } = session;
  const phone = { mobile_phone: { country_code: '55', area_code: '11', number: '987654321' } };
  const link = await api<{ url: string }>(
    'POST',
    '/pagarme/payment-link',
    {
      customer: { name: buyer.name, email: buyer.email, type: 'individual', document: '529.982.247-25', phones: phone },
      metadata: {
        user_id: user.id,
        quantidade,
        full_name: buyer.name,
        email_contact: buyer.email,
        phone_number: '(11) 98765-4321',
        ...(affiliateCode ? { affiliate_code: affiliateCode } : {}),
      },
      quantidade,
    },
    token,
  );
  const paid = await fetch(link.url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'acao=aprovar',
    redirect: 'manual',
  });
  expect(paid.status).toBe(303);
  return session;
}

/** A new seller holding a batch of `batchSize` physical cards of the event, who sold `sold` of them. */
export async function sellPhysical(admin: Session, eventId: number, sellerName: string, lote: string, batchSize: number, sold: number) {
  const seller = await registerViaApi({ name: sellerName });
  await api('POST', '/card-batches', { name: lote, user_id: seller.user.id, amount: batchSize, event_id: eventId }, admin.token);
  const cards = await api<{ items: { id: number }[] }>(
    'GET',
    `/cards/all?lote=${encodeURIComponent(lote)}&limit=10`,
    undefined,
    admin.token,
  );
  for (const card of cards.items.slice(0, sold))
    await api('POST', '/physical-sales', { card_id: card.id, user_id: seller.user.id }, admin.token);
  return seller;
}
