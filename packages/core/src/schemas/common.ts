import { z } from 'zod';
import { msg } from '../messages';

/** Every error answer of the API (decisions.md §11). */
export const errorSchema = z.object({
  error: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof errorSchema>;

export const idParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export function paged<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: z.number().int() });
}

/** A trimmed, required text of at most `max` characters. */
export const text = (max: number) =>
  z.string().trim().min(1, msg.required).max(max, msg.tooLong(max));

/** An optional text: empty becomes null. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, msg.tooLong(max))
    .nullish()
    .transform((v) => (v ? v : null));

export const email = z.string().trim().toLowerCase().max(254, msg.tooLong(254)).pipe(z.email(msg.invalidEmail));

/** Query-string booleans as the web sends them ('true'/'false'/'1'/'0'). */
export const queryBool = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1');

export const okSchema = z.object({ message: z.string() });
