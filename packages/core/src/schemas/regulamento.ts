import { z } from 'zod';
import { cnpjCharacters, isValidCnpj } from '../cnpj';
import { intInput, isoDate, text } from './common';
import { regulamentoMessages } from './regulamento-messages';

export { regulamentoMessages };

/** What the organiser starts from; most parish bingos play this way (decisions.md §15). */
export const REGULAMENTO_DEFAULTS = {
  sorteio: 'globo físico com números digitados no painel',
  empate: 'prêmio dividido em partes iguais',
} as const;

/**
 * A CNPJ typed with or without its mask, numeric or alphanumeric: 14 characters whose check digits
 * hold; answers them without the mask.
 */
export const cnpj = z
  .string({ message: regulamentoMessages.cnpjInvalid })
  .transform(cnpjCharacters)
  .pipe(
    z
      .string()
      .regex(/^[0-9A-Z]{12}\d{2}$/, { message: regulamentoMessages.cnpjInvalid, abort: true })
      .refine(isValidCnpj, regulamentoMessages.cnpjCheckDigits),
  );

/** PUT /events/:id/regulamento: every field of the rules; the rounds come from the event's rounds. */
export const regulamentoBody = z
  .object({
    entidade: text(160),
    cnpj,
    finalidade: text(1000, { multiline: true }),
    contato: text(200),
    vendas_inicio: isoDate(),
    vendas_fim: isoDate(),
    sorteio: text(500, { multiline: true }).default(REGULAMENTO_DEFAULTS.sorteio),
    empate: text(500, { multiline: true }).default(REGULAMENTO_DEFAULTS.empate),
    prazo_retirada: text(200),
  })
  .superRefine((body, ctx) => {
    // Both are 'YYYY-MM-DD' once valid, so comparing the texts compares the days.
    if (body.vendas_fim < body.vendas_inicio)
      ctx.addIssue({ code: 'custom', path: ['vendas_fim'], message: regulamentoMessages.salesPeriodReversed });
  });
export type RegulamentoBody = z.input<typeof regulamentoBody>;
export type RegulamentoInput = z.output<typeof regulamentoBody>;

/**
 * A round as the version published it. Kept in the version (not read live) so that what a buyer
 * accepted stays what they read; the prizes per stage join it here (decisions.md §15).
 */
export const regulamentoRound = z.object({ number: z.number().int(), prize: z.string() });
export type RegulamentoRound = z.infer<typeof regulamentoRound>;

export const regulamentoVersionSummary = z.object({ version: z.number().int(), published_at: z.string() });

export const regulamentoSchema = z.object({
  event_id: z.number().int(),
  event_name: z.string(),
  version: z.number().int(),
  published_at: z.string(),
  entidade: z.string(),
  /** 14 characters without the mask (formatCnpj shows it). */
  cnpj: z.string(),
  finalidade: z.string(),
  contato: z.string(),
  vendas_inicio: z.string(),
  vendas_fim: z.string(),
  sorteio: z.string(),
  empate: z.string(),
  prazo_retirada: z.string(),
  rounds: z.array(regulamentoRound),
  /** Every published version, newest first, for the links to older ones. */
  versions: z.array(regulamentoVersionSummary),
});
export type Regulamento = z.infer<typeof regulamentoSchema>;

/** GET /events/:id/regulamento?version=N: an older version; without it, the latest. */
export const regulamentoQuery = z.object({ version: intInput(1, 1_000_000, regulamentoMessages.versionNotFound).optional() });
