import type { CheckoutBody, PixReply } from '@bingo/core';
import { api } from '../../../lib/api-client';

/** POST /pagarme/pix: the purchase paid by PIX; the reply carries the QR code and its expiry. */
export function createPix(body: CheckoutBody): Promise<PixReply> {
  return api.post<PixReply>('/pagarme/pix', body);
}
