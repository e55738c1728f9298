import type { CheckoutBody } from '@bingo/core';
import { apiClient } from '../../../lib/api/client';

/** POST /pagarme/pix: the purchase paid by PIX; the reply carries the QR code and its expiry. */
export function createPix(body: CheckoutBody) {
  return apiClient.POST('/api/pagarme/pix', { body });
}
