import { msg } from '../messages';
import { fieldLabel } from './field-labels';
import { lowerFirst } from './readable-issues';

// Sentences written to sit under a field, which say nothing of which field they are about.
const bare = new Set<string>([
  msg.required,
  msg.hiddenCharacters,
  msg.dateInvalid,
  msg.dateTimeInvalid,
  msg.dateNotInCalendar,
  msg.yearOutOfRange,
  'Formato inválido.',
  'Valor inválido.',
]);
const isBare = (message: string) => bare.has(message) || /^Use (no máximo|pelo menos) \d/.test(message);

/**
 * The sentence of a validation answer (`error`), from its first field's key ('billing_address.city')
 * and message. A sentence that stands on its own (the spec's, or the readable map's 'Cidade: campo
 * obrigatório.') is kept as it is; a bare one such as 'Campo obrigatório.' gets the field's name in
 * front: 'Cidade: campo obrigatório.'.
 */
export function fieldErrorSentence(key: string, message: string): string {
  const last =
    key
      .split('.')
      .filter((part) => !/^\d+$/.test(part))
      .pop() ?? key;
  const label = fieldLabel(last);
  return label && isBare(message) ? `${label}: ${lowerFirst(message)}` : message;
}
