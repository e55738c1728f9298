import { z } from 'zod';
import { STAGE_KINDS } from '../bingo/stages';
import { readMoney } from '../money-input';
import { idInput, intInput, text } from './common';
import { reasonText } from './reasons';

/**
 * The prestação de contas of a finished event (decisions.md §15, docs/decisions/034): money in by
 * channel, prizes with declared values, costs, the net and what it pays for. Published in frozen
 * numbered versions, each identified by the SHA-256 of its document's RFC 8785 canonical JSON.
 */
export const contasMessages = {
  notFinished: 'A prestação de contas só pode ser publicada depois que o evento for finalizado.',
  notFound: 'Este evento ainda não tem prestação de contas publicada.',
  versionNotFound: 'Esta versão da prestação de contas não existe.',
  reasonRequired: 'Informe o motivo da correção: ele fica público junto com a nova versão.',
  versionFrozen: (version: number) =>
    `A versão ${version} da prestação de contas já foi publicada e não pode ser alterada. Publique uma correção, com o motivo, como nova versão.`,
  versionOutOfOrder: (next: number) => `A próxima versão da prestação de contas é a ${next}. Recarregue a página antes de publicar.`,
  amountInvalid: 'Informe o valor em reais no formato brasileiro, por exemplo 1.234,56.',
  amountNegative: 'O valor não pode ser negativo.',
  amountTooHigh: 'Valor alto demais: o máximo é R$ 100.000.000,00.',
  roundNotOfEvent: 'A rodada informada não é deste evento.',
  stageNotOfRound: 'Esta etapa não existe nessa rodada.',
  prizeRepeated: 'Cada etapa de uma rodada aparece uma só vez na lista de prêmios.',
  receiptNotFound: 'Comprovante não encontrado: envie a imagem de novo.',
  stageInvalid: 'Etapa inválida: escolha Quina ou Cartela cheia.',
  donatedInvalid: 'Informe se o prêmio foi doado (true ou false).',
} as const;

const MAX_AMOUNT = 100_000_000;

/** An amount of reais, typed the Brazilian way or sent as a JSON number (money-input.ts). */
export const contasAmount = z.union([z.number(), z.string()], { message: contasMessages.amountInvalid }).transform((input, ctx) => {
  const read = readMoney(input);
  if (!read.ok) {
    ctx.addIssue({ code: 'custom', message: read.reason === 'negative' ? contasMessages.amountNegative : contasMessages.amountInvalid });
    return z.NEVER;
  }
  if (read.value > MAX_AMOUNT) {
    ctx.addIssue({ code: 'custom', message: contasMessages.amountTooHigh });
    return z.NEVER;
  }
  return read.value;
});

export const contasCostInput = z.object({
  description: text(200),
  amount: contasAmount,
  /** An image of the gallery (POST /admin/images): the receipt, shown on the public page. */
  receipt_image_id: idInput(contasMessages.receiptNotFound).nullish(),
});

/**
 * A prize of a round's stage. Room is left for a `delivered` mark (decisions.md §15: a winner's
 * prize may be marked delivered) to join later without changing these fields.
 */
export const contasPrizeInput = z.object({
  round_id: idInput(contasMessages.roundNotOfEvent),
  stage: z.enum(STAGE_KINDS, { message: contasMessages.stageInvalid }),
  description: text(200),
  value: contasAmount,
  donated: z.boolean({ message: contasMessages.donatedInvalid }),
});

/**
 * POST /events/:id/contas: publishes the next version. `reason` is required from version 2 on
 * (a correction); `version`, when sent, must be the next number: naming a version already
 * published is an attempt to edit it in place, refused with 409.
 */
export const contasBody = z.object({
  costs: z.array(contasCostInput).max(200),
  prizes: z
    .array(contasPrizeInput)
    .max(200)
    .refine((prizes) => new Set(prizes.map((p) => `${p.round_id}:${p.stage}`)).size === prizes.length, contasMessages.prizeRepeated),
  destination: text(2000, { multiline: true }),
  reason: reasonText(contasMessages.reasonRequired).optional(),
  version: intInput(1, 1_000_000).optional(),
});
export type ContasBody = z.input<typeof contasBody>;
export type ContasInput = z.output<typeof contasBody>;

export const contasPublished = z.object({ version: z.number().int(), sha256: z.string() });
export type ContasPublished = z.infer<typeof contasPublished>;

/** A paper seller's sales: the seller as the public may see them (first name and initial). */
const paperSeller = z.object({ seller: z.string(), cards: z.number().int(), amount: z.number() });

/**
 * The money in, as the Resumo do Evento computes it (one function, decisions.md §15): online net of
 * discounts, paper by seller, sponsorships received; `total` equal to its total arrecadado.
 */
export const contasMoneyIn = z.object({
  online: z.object({ purchases: z.number().int(), gross: z.number(), discounts: z.number(), net: z.number() }),
  paper: z.object({ cards: z.number().int(), total: z.number(), sellers: z.array(paperSeller) }),
  sponsorships: z.object({ received: z.number() }),
  total: z.number(),
});
export type ContasMoneyIn = z.infer<typeof contasMoneyIn>;

export const contasPrize = z.object({
  round_id: z.number().int(),
  round_number: z.number().int(),
  stage: z.enum(STAGE_KINDS),
  description: z.string(),
  value: z.number(),
  donated: z.boolean(),
  /**
   * Who received the prize and when, as marked "prêmio entregue" by the publish (decisions.md §15:
   * the accounts list what was delivered), the receiver as first name and initial. Absent from the
   * versions published before deliveries were listed: their hash covers what they hold.
   */
  delivered: z.array(z.object({ card_id: z.number().int(), received_by: z.string(), received_at: z.string() })).optional(),
});
/** A cost; its receipt is a gallery image, by id (a correction keeps it) and by its public address. */
export const contasCost = z.object({
  description: z.string(),
  amount: z.number(),
  receipt_image_id: z.number().int().nullable(),
  receipt_url: z.string().nullable(),
});

/**
 * What a version freezes and its SHA-256 covers: sha256(canonicalJson(document)). `net` = money in
 * − costs − prizes bought (a donated prize cost the cause nothing).
 */
export const contasDocument = z.object({
  event_id: z.number().int(),
  event_name: z.string(),
  version: z.number().int(),
  published_at: z.string(),
  reason: z.string().nullable(),
  money_in: contasMoneyIn,
  prizes: z.array(contasPrize),
  costs: z.array(contasCost),
  totals: z.object({ costs: z.number(), prizes_bought: z.number(), prizes_donated: z.number(), net: z.number() }),
  destination: z.string(),
});
export type ContasDocument = z.infer<typeof contasDocument>;

export const contasVersionSummary = z.object({ version: z.number().int(), published_at: z.string(), reason: z.string().nullable() });

/** GET /events/:id/contas (public): a version's document, its hash, and every version newest first. */
export const contasSchema = z.object({
  document: contasDocument,
  sha256: z.string(),
  versions: z.array(contasVersionSummary),
});
export type Contas = z.infer<typeof contasSchema>;

export const contasQuery = z.object({ version: intInput(1, 1_000_000, contasMessages.versionNotFound).optional() });
