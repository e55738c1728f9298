/**
 * Why a validation sentence would puzzle a volunteer, or null when it reads well (docs/decisions/014):
 * zod's machine texts, comparison signs, the old " (campo x)" suffix, field keys such as user_id.
 */
export function unreadable(text: unknown): string | null {
  if (typeof text !== 'string' || !text.trim()) return 'no sentence';
  if (/esperava|recebeu|Entrada inválida|Invalid|Expected|Required|undefined|NaN|\[object/i.test(text)) return 'machine text';
  if (/[<>]=?/.test(text)) return 'comparison sign';
  if (/\(campo /.test(text)) return 'field key suffix';
  if (/\b[a-z]+_[a-z_]+\b|\b[a-z]+[A-Z][a-zA-Z]*\b/.test(text)) return 'field key';
  if (!/^\p{Lu}/u.test(text)) return 'does not start with a capital letter';
  return null;
}
