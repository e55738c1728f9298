import { cpf, customerEmail, customerName, MAX_CARDS_PER_PURCHASE, msg, onlyDigits, purchaseMessages } from '@bingo/core';
import { z } from 'zod';
import { zodResolver } from '../../lib/form-resolver';
import { PAYMENT_CHOICES } from './payment-choices';

// Loaded on its own, by PurchaseForm's lazy resolver: the only module of /comprar that needs zod.

/** 10 or 11 digits with a valid area code (no leading 0), the rule the server applies. */
const phone = z
  .string()
  .trim()
  .min(1, msg.required)
  .transform(onlyDigits)
  .refine((digits) => /^[1-9]{2}\d{8,9}$/.test(digits), purchaseMessages.phoneInvalid);

/**
 * The /comprar form (spec §5): name, e-mail, CPF (11 digits, then its check digits: core's rule,
 * the same the API applies), phone and a quantity of at least 1. The coupon is optional.
 */
export const purchaseFormSchema = z.object({
  // The payment provider's limits (64 characters each), the rule the API applies.
  name: customerName,
  email: customerEmail,
  cpf,
  phone,
  quantidade: z.coerce
    .number({ message: purchaseMessages.quantityMin })
    .int(purchaseMessages.quantityMin)
    .min(1, purchaseMessages.quantityMin)
    .max(MAX_CARDS_PER_PURCHASE, purchaseMessages.quantityMax),
  cupom: z
    .string()
    .trim()
    .max(40)
    .transform((code) => code.toUpperCase()),
  payment: z.enum(PAYMENT_CHOICES),
});

export type PurchaseFormValues = z.input<typeof purchaseFormSchema>;
export type PurchaseOrder = z.output<typeof purchaseFormSchema>;

export const purchaseResolver = zodResolver(purchaseFormSchema);
