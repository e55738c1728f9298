import { z } from 'zod';
import { idInput, idParam, isoDateTime, optionalText, pageQuery, paged, text } from './common';
import { ball } from './draws';

export const PAYMENT_STATUSES = ['pendente', 'pago', 'parcial', 'atrasado'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const PAYMENT_METHODS = ['PIX', 'Dinheiro', 'Boleto'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Spec §4: pago success, pendente warning, atrasado danger, any other info. */
export const paymentStatusLabels: Record<PaymentStatus, { label: string; variant: string }> = {
  pendente: { label: 'Pendente', variant: 'warning' },
  pago: { label: 'Pago', variant: 'success' },
  parcial: { label: 'Parcial', variant: 'info' },
  atrasado: { label: 'Atrasado', variant: 'danger' },
};

export const sponsorMessages = {
  notFound: 'Patrocinador não encontrado.',
  imageNotFound: 'Imagem não encontrada. Envie a imagem novamente.',
  deleted: 'Patrocinador excluído',
  amountInvalid: 'Informe um valor numérico, por exemplo 150,00.',
  amountNegative: 'O valor do patrocínio não pode ser negativo.',
  amountTooHigh: 'Valor do patrocínio alto demais.',
  methodInvalid: 'Forma de pagamento inválida. Use PIX, Dinheiro ou Boleto.',
  statusInvalid: 'Status do pagamento inválido. Use pendente, pago, parcial ou atrasado.',
  dateInvalid: 'Data do pagamento inválida.',
  noEvent: 'Cadastre um evento antes de cadastrar patrocinadores.',
  copyFromMissing: 'Escolha o evento de onde copiar os patrocinadores.',
  copySameEvent: 'Escolha um evento diferente deste para copiar os patrocinadores.',
  /** The answer to "Copiar patrocinadores de outro evento": how many came, and how many were there already. */
  copied: (copied: number, skipped: number) => {
    if (copied === 0)
      return skipped === 0
        ? 'O evento escolhido não tem patrocinadores para copiar.'
        : 'Nenhum patrocinador copiado: todos os daquele evento já estão neste.';
    const done = copied === 1 ? '1 patrocinador copiado' : `${copied} patrocinadores copiados`;
    if (skipped === 0) return `${done}.`;
    return `${done}; ${skipped === 1 ? '1 já estava' : `${skipped} já estavam`} neste evento.`;
  },
} as const;

/**
 * The event a sponsorship belongs to (decisions.md §13); left out, the active event (GET
 * /events/active: the running one, else the nearest scheduled one).
 */
const eventId = idInput('Evento inválido.');
export const sponsorEventQuery = z.object({ event_id: eventId.optional() });
export type SponsorEventQuery = z.input<typeof sponsorEventQuery>;

const typedAmount = (v: string) => (/^-?\d+([.,]\d+)?$/.test(v) ? Number(v.replace(',', '.')) : v);

const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

/** '150', '150.5', '150,50' or a number; two decimals kept. '0x10' or '1e3' is no amount (Number() read them as 16 and 1000). */
const amount = z.preprocess(
  (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : typedAmount(v.trim())) : v),
  z
    .number({ message: sponsorMessages.amountInvalid })
    .min(0, sponsorMessages.amountNegative)
    .max(9_999_999_999.99, sponsorMessages.amountTooHigh)
    .transform((n) => Math.round(n * 100) / 100)
    // Inside the preprocess: an empty box becomes undefined there, and means "not given".
    .optional(),
);

/**
 * A calendar date 'YYYY-MM-DD' (years 2000 to 2100); of an ISO date-time only its date part is
 * kept (spec §3). The date-time is checked whole first: '2026-03-14Tlixo' is not a date.
 */
const paymentDate = z.preprocess(
  blankToNull,
  isoDateTime({ invalid: sponsorMessages.dateInvalid })
    .transform((v) => v.slice(0, 10))
    .nullable(),
);

/**
 * The company's fields (kept across events) and its sponsorship's in one event. Create (POST)
 * takes them and the event; PATCH any subset, event aside. Defaults are the database's.
 */
const sponsorFields = z.object({
  name: text(160),
  contact_info: optionalText(200),
  image_id: z.number({ message: 'Imagem inválida.' }).int().positive().max(2_147_483_647).nullish(),
  amount,
  payment_method: z.preprocess(blankToNull, z.enum(PAYMENT_METHODS, { message: sponsorMessages.methodInvalid }).nullable()).optional(),
  payment_status: z.enum(PAYMENT_STATUSES, { message: sponsorMessages.statusInvalid }).optional(),
  payment_date: paymentDate.optional(),
  notes: optionalText(2000, { multiline: true }),
});
export const sponsorBody = sponsorFields.extend({ event_id: eventId.optional() });
export type SponsorBody = z.input<typeof sponsorBody>;
export type SponsorInput = z.output<typeof sponsorBody>;

/** A sponsorship stays in its event: PATCH changes the company and this event's part, not the event. */
export const sponsorPatchBody = sponsorFields.partial();
export type SponsorPatch = z.output<typeof sponsorPatchBody>;

/**
 * A sponsor as the screens show it: `id` is its sponsorship in one event (what the item routes
 * take), `sponsor_id` the company kept across events; name, contact and logo are the company's.
 */
export const sponsorSchema = z.object({
  id: z.number().int(),
  sponsor_id: z.number().int(),
  event_id: z.number().int(),
  name: z.string(),
  contact_info: z.string().nullable(),
  image_id: z.number().int().nullable(),
  image: z.object({ id: z.number().int(), url: z.string() }).nullable(),
  /** Relative to the API base (decisions.md §8); null without an image. */
  logo_url: z.string().nullable(),
  amount: z.number(),
  payment_method: z.enum(PAYMENT_METHODS).nullable(),
  payment_status: z.enum(PAYMENT_STATUSES),
  payment_date: z.string().nullable(),
  notes: z.string().nullable(),
  numbers: z.array(z.number().int()),
  created_at: z.string(),
});
export type Sponsor = z.infer<typeof sponsorSchema>;

const emptyAsMissing = (v: unknown) => (v === '' ? undefined : v);

export const sponsorListQuery = pageQuery.extend({
  event_id: eventId.optional(),
  name: z.preprocess(emptyAsMissing, z.string().trim().max(160).optional()),
  payment_status: z.preprocess(emptyAsMissing, z.enum(PAYMENT_STATUSES, { message: sponsorMessages.statusInvalid }).optional()),
  payment_method: z.preprocess(emptyAsMissing, z.enum(PAYMENT_METHODS, { message: sponsorMessages.methodInvalid }).optional()),
});
export type SponsorListQuery = z.input<typeof sponsorListQuery>;
export const sponsorListReply = paged(sponsorSchema);

/** POST /admin/sponsors/{id}/numbers adds these (idempotent). */
export const sponsorNumbersBody = z.object({ numbers: z.array(ball).max(75) });
export const sponsorNumbersReply = z.object({ numbers: z.array(z.number().int()) });
export type SponsorNumbers = z.infer<typeof sponsorNumbersReply>;

export const sponsorNumberParam = idParam.extend({ number: ball });
export const numberParam = z.object({ number: ball });

/** "Copiar patrocinadores de outro evento": from `from_event_id` into `event_id` (default the active event). */
export const sponsorCopyBody = z.object({
  from_event_id: idInput(sponsorMessages.copyFromMissing),
  event_id: eventId.optional(),
});
export type SponsorCopyBody = z.input<typeof sponsorCopyBody>;
export const sponsorCopyReply = z.object({ copied: z.number().int(), skipped: z.number().int(), message: z.string() });

/** One entry per number 1..75: how many sponsors it has (in one event). */
export const numberReportEntry = z.object({ number: z.number().int(), sponsorsCount: z.number().int() });
export type NumberReportEntry = z.infer<typeof numberReportEntry>;
export const numberReportReply = z.array(numberReportEntry);
