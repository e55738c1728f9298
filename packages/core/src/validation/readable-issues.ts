import { z } from 'zod';
import { msg } from '../messages';
import { fieldLabel } from './field-labels';

/**
 * zod's own failure messages as plain pt-BR sentences that name the field (docs/decisions/014). zod's pt-BR
 * locale speaks to programmers ('Entrada inválida: esperava number, recebeu undefined'), which must
 * never reach a screen. A message written in a schema (the spec's sentences) always wins over these.
 */
type Issue = z.core.$ZodRawIssue;

const decimal = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });
const count = (n: number | bigint, one: string, many: string) => `${decimal.format(n)} ${Number(n) === 1 ? one : many}`;

/** Why the value was refused, in words a volunteer understands, without the field's name. */
function reason(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      // The whole body or query is missing or not an object: nothing a field could say.
      if (!issue.path?.length) return msg.validation;
      if (issue.input === undefined || issue.input === null) return msg.required;
      return typeReasons[issue.expected] ?? 'Formato inválido.';
    case 'too_small':
      return tooSmall(issue.origin, issue.minimum, issue.inclusive);
    case 'too_big':
      return tooBig(issue.origin, issue.maximum, issue.inclusive);
    case 'invalid_format':
      return formatReasons[issue.format] ?? 'Formato inválido.';
    case 'not_multiple_of':
      return Number(issue.divisor) === 0.01 ? 'Use no máximo duas casas decimais.' : `Use um múltiplo de ${decimal.format(issue.divisor)}.`;
    case 'invalid_value':
      return issue.values.length === 1 && typeof issue.values[0] === 'boolean' ? 'Marque esta opção.' : 'Escolha uma das opções.';
    case 'unrecognized_keys':
      return `Campo não aceito aqui: ${issue.keys.join(', ')}.`;
    default:
      return 'Valor inválido.';
  }
}

const typeReasons: Record<string, string> = {
  number: 'Informe um número.',
  int: 'Informe um número inteiro.',
  bigint: 'Informe um número inteiro.',
  string: 'Informe um texto.',
  boolean: 'Escolha sim ou não.',
  array: 'Informe uma lista.',
  object: 'Formato inválido.',
  date: 'Informe uma data.',
  file: 'Envie um arquivo.',
};

const formatReasons: Record<string, string> = {
  email: `${msg.invalidEmail}.`,
  url: 'Informe um endereço válido (https://...).',
  datetime: msg.dateTimeInvalid,
  date: msg.dateInvalid,
  time: 'Hora inválida. Use o formato HH:mm.',
  uuid: 'Código inválido.',
  regex: 'Formato inválido.',
  starts_with: 'Formato inválido.',
  ends_with: 'Formato inválido.',
  includes: 'Formato inválido.',
};

function tooSmall(origin: string, minimum: number | bigint, inclusive = true): string {
  if (origin === 'string') return Number(minimum) <= 1 ? msg.required : `Use pelo menos ${count(minimum, 'caractere', 'caracteres')}.`;
  if (origin === 'array' || origin === 'set') return `Escolha pelo menos ${count(minimum, 'item', 'itens')}.`;
  if (origin === 'date') return 'Data anterior à permitida.';
  return inclusive ? `O mínimo é ${decimal.format(minimum)}.` : `Informe um valor maior que ${decimal.format(minimum)}.`;
}

function tooBig(origin: string, maximum: number | bigint, inclusive = true): string {
  if (origin === 'string') return msg.tooLong(Number(maximum));
  if (origin === 'array' || origin === 'set') return `Escolha no máximo ${count(maximum, 'item', 'itens')}.`;
  if (origin === 'file') return msg.bodyTooLarge;
  if (origin === 'date') return 'Data posterior à permitida.';
  return inclusive ? `O máximo é ${decimal.format(maximum)}.` : `Informe um valor menor que ${decimal.format(maximum)}.`;
}

/** The field's name: the schema's own title (`.meta({ title })`), else the table's name for its key. */
function labelOf(issue: Issue): string | undefined {
  const schema = (issue as { schema?: z.core.$ZodType }).schema ?? issue.inst;
  const title = schema ? z.globalRegistry.get(schema as z.core.$ZodType)?.title : undefined;
  if (title) return title;
  const key = [...(issue.path ?? [])].reverse().find((part): part is string => typeof part === 'string');
  return key ? fieldLabel(key) : undefined;
}

/** zod's `customError`: 'Quantidade: o máximo é 100.', or the reason alone when the field has no name. */
export function readableIssue(issue: Issue): string {
  const label = labelOf(issue);
  const text = reason(issue);
  if (!label || text.toLocaleLowerCase('pt-BR').includes(label.toLocaleLowerCase('pt-BR'))) return text;
  return `${label}: ${lowerFirst(text)}`;
}

/** 'Campo obrigatório.' → 'campo obrigatório.', 'O máximo' → 'o máximo', but 'CPF inválido' stays as it is. */
export function lowerFirst(text: string): string {
  return /^\p{Lu}[\p{Ll} ]/u.test(text) ? text[0]!.toLowerCase() + text.slice(1) : text;
}
