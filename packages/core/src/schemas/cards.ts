import { z } from 'zod';
import { isValidEan13 } from '../bingo/ean13';
import { idInput } from './common';

export const CARD_STATUSES = ['digital', 'física'] as const;
export type CardStatus = (typeof CARD_STATUSES)[number];
/** How a card is in a buyer's list: bought in this account, or a paper card added by its codes (docs/decisions/018). */
export const CARD_ORIGINS = ['compra', 'papel'] as const;

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
  origem: z.enum(CARD_ORIGINS),
  /**
   * Rounds this card does not play: it joined after their first ball and plays from the next round
   * on (decisions.md §14). The phone shows "Sua cartela entra na próxima rodada" in them.
   */
  sits_out_round_ids: z.array(z.number().int()),
  /**
   * Finished rounds this card won, as their public records name the winners: the phone keeps
   * "Sua cartela #64 ganhou a rodada 1" after the round and after a reload.
   */
  won_rounds: z.array(z.object({ round_id: z.number().int(), number: z.number().int() })),
});
export type MyCard = z.infer<typeof myCardSchema>;

export const myCardsQuery = z.object({
  event_id: idInput('Evento inválido.').optional(),
});

/** What a person types between groups when copying from paper: spaces, dashes, dots. */
const separators = /[\s\-\u2010-\u2015.]/g;

/**
 * 'Adicionar cartela de papel': the barcode and the check code printed on the card. Both are
 * compared without the spaces or dashes a person types; the code's own check is the server's.
 */
export const claimCardBody = z.object({
  barcode: z
    .string({ error: 'Informe o código de barras.' })
    .max(40, 'Informe os 13 números do código de barras.')
    .transform((v) => v.replace(separators, ''))
    .refine((v) => v.length > 0, 'Informe o código de barras.')
    .refine((v) => /^\d{13}$/.test(v), 'Informe os 13 números do código de barras.')
    .refine(isValidEan13, 'Código de barras inválido. Confira os 13 números abaixo das barras.'),
  check_code: z
    .string({ error: 'Informe o código de verificação.' })
    .max(40, 'O código de verificação tem 6 letras e números, como K7M-4QX.')
    .transform((v) => v.replace(separators, '').toUpperCase())
    .refine((v) => v.length > 0, 'Informe o código de verificação.')
    .refine((v) => /^[0-9A-Z]{6}$/.test(v), 'O código de verificação tem 6 letras e números, como K7M-4QX.'),
});
export type ClaimCardInput = z.input<typeof claimCardBody>;
