import { z } from 'zod';
import { msg } from '../messages';
import { hasHiddenCharacters, isInvisibleOnly } from './free-text';

export * from './dates';
export * from './free-text';

/** Every error answer of the API (decisions.md §11). */
export const errorSchema = z.object({
  error: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof errorSchema>;

export function paged<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: z.number().int() });
}

export interface TextOptions {
  /** A <textarea> field (notes): tab and line breaks allowed. Names, prizes and addresses are one line. */
  multiline?: boolean;
}

/**
 * A trimmed, required text of at most `max` characters, without control or bidi characters; one
 * made only of invisible characters counts as empty (free-text.ts says why).
 */
export const text = (max: number, { multiline = false }: TextOptions = {}) =>
  z
    .string()
    .trim()
    .min(1, msg.required)
    .max(max, msg.tooLong(max))
    .refine((v) => !hasHiddenCharacters(v, multiline), msg.hiddenCharacters)
    .refine((v) => v === '' || !isInvisibleOnly(v), msg.required);

/**
 * An optional text: empty becomes null. Made only of invisible characters it is refused rather
 * than stored as null, so the typist learns that the pasted text had nothing in it.
 */
export const optionalText = (max: number, { multiline = false }: TextOptions = {}) =>
  z
    .string()
    .trim()
    .max(max, msg.tooLong(max))
    .refine((v) => !hasHiddenCharacters(v, multiline) && !isInvisibleOnly(v), msg.hiddenCharacters)
    .nullish()
    .transform((v) => (v ? v : null));

/** A number typed in a form ('12.5', ' 3 ') as a number; anything else is left for the schema to judge. */
const typedNumber = (v: unknown) => (typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v) ? Number(v) : v);

/**
 * A z.number() schema that also takes the number as typed in a form ('12.5'). null, true and ''
 * stay refused: z.coerce.number made them a silent 0 or 1, and an event saved with
 * `card_price: null` sold its cards for R$ 0,00, which every checkout then refused.
 */
export const numberInput = <T extends z.ZodType<number>>(schema: T) => z.preprocess(typedNumber, schema);

/** The largest id a database integer column holds. */
export const MAX_ID = 2_147_483_647;

const wholeNumber = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });
/** The sentence of a whole number out of its range: it says the range ("Informe um número de 1 a 75."). */
export const numberRangeMessage = (min: number, max: number) =>
  `Informe um número de ${wholeNumber.format(min)} a ${wholeNumber.format(max)}.`;

/**
 * Every whole number a request carries (body, query or path): a JSON number or digits as typed in
 * a form or a URL ('12'), from `min` to `max`. `true`, `[5]`, '0x10', '1e3' and '' are refused with
 * `message` (by default the range), where z.coerce.number made them 1, 5, 16, 1000 and 0: a draw of
 * `{"number": true}` called ball 1.
 */
export const intInput = (min: number, max: number, message = numberRangeMessage(min, max)) =>
  numberInput(z.number({ message }).int(message).min(min, message).max(max, message));

/** A database id (1 up to MAX_ID), refused with `message`: the same strict reading as intInput. */
export const idInput = (message = 'Identificador inválido.') => intInput(1, MAX_ID, message);

export const idParam = z.object({ id: idInput() });

export const pageQuery = z.object({
  page: intInput(1, 1_000_000).default(1),
  limit: intInput(1, 100).default(20),
});

export const email = z.string().trim().toLowerCase().max(254, msg.tooLong(254)).pipe(z.email(msg.invalidEmail));

/** Query-string booleans as the web sends them ('true'/'false'/'1'/'0'). */
export const queryBool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

export const okSchema = z.object({ message: z.string() });
