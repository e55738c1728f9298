import { z } from 'zod';

export const BALL_RANGE_MESSAGE = 'Número deve estar entre 1 e 75.';
export const ball = z.coerce
  .number({ message: BALL_RANGE_MESSAGE })
  .int(BALL_RANGE_MESSAGE)
  .min(1, BALL_RANGE_MESSAGE)
  .max(75, BALL_RANGE_MESSAGE);

export const drawBody = z.object({ number: ball });
export const drawnNumberSchema = z.object({ id: z.number().int(), number: z.number().int(), drawn_at: z.string() });
export type DrawnNumber = z.infer<typeof drawnNumberSchema>;
