import { z } from 'zod';

export const CARD_STATUSES = ['digital', 'física'] as const;

/** A card as its owner sees it (Minhas Cartelas, verification screen). */
export const myCardSchema = z.object({
  id: z.number().int(),
  event_id: z.number().int(),
  event_name: z.string(),
  numbers: z.array(z.number().int()),
  full_name: z.string().nullable(),
  /** Spec §3: the card's contact and address, the owner's own data (null when not given). */
  contact: z.string().nullable(),
  address: z.string().nullable(),
  status: z.enum(CARD_STATUSES),
  purchase_id: z.number().int().nullable(),
  created_at: z.string(),
});
export type MyCard = z.infer<typeof myCardSchema>;

export const myCardsQuery = z.object({
  event_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
