import { z } from 'zod';
import { msg } from '../messages';
import { hasHiddenCharacters, isInvisibleOnly } from './free-text';

/**
 * A reason typed by the admin for a step that rewrites nothing but must be explained (decisions.md
 * §14): trimmed, 1..300 characters, no hidden characters. `required` is the sentence for a blank one.
 */
export const reasonText = (required: string) =>
  z
    .string({ message: required })
    .trim()
    .min(1, required)
    .max(300, msg.tooLong(300))
    .refine((v) => !hasHiddenCharacters(v), msg.hiddenCharacters)
    .refine((v) => !isInvisibleOnly(v), required);

export const ROUND_REOPEN_REASON_REQUIRED = 'Informe o motivo para reabrir a rodada: ele fica no registro público da rodada.';
export const EVENT_REOPEN_REASON_REQUIRED = 'Informe o motivo para reabrir o evento: ele fica registrado com quem reabriu e quando.';

export const roundReopenReason = reasonText(ROUND_REOPEN_REASON_REQUIRED);
export const eventReopenReason = reasonText(EVENT_REOPEN_REASON_REQUIRED);
