import { z } from 'zod';
import { EVENT_STATUSES } from './events';
import { ROUND_STATUSES, ROUND_TYPES } from './rounds';

export const liveSponsorSchema = z.object({ id: z.number().int(), name: z.string(), logo_url: z.string().nullable() });

/** Everything a screen following the draw needs, in one reply (decisions.md §5). */
export const liveStateSchema = z.object({
  version: z.number().int(),
  event: z.object({ id: z.number().int(), name: z.string(), status: z.enum(EVENT_STATUSES) }),
  round: z
    .object({
      id: z.number().int(),
      number: z.number().int(),
      prize: z.string(),
      type: z.enum(ROUND_TYPES),
      status: z.enum(ROUND_STATUSES),
    })
    .nullable(),
  drawn: z.array(z.number().int()),
  last_number: z.number().int().nullable(),
  last_letter: z.string().nullable(),
  sponsors: z.array(liveSponsorSchema),
  rounds_total: z.number().int(),
  rounds_finished: z.number().int(),
  all_finished: z.boolean(),
});
export type LiveState = z.infer<typeof liveStateSchema>;
