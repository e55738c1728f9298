/** How a buyer pays on /comprar: the provider's hosted checkout, or a PIX code on this page. */
export const PAYMENT_CHOICES = ['checkout', 'pix'] as const;
export type PaymentChoice = (typeof PAYMENT_CHOICES)[number];
