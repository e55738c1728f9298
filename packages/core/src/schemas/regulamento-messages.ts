// A module of its own, without zod: /comprar shows these texts, and importing them from
// regulamento.ts would make a phone evaluate that module's schemas, and zod with them, before
// the page is interactive (docs/decisions/046).
/** The regulamento of an event (decisions.md §15, docs/decisions/027): the pt-BR texts of its rules. */
export const regulamentoMessages = {
  cnpjInvalid: 'CNPJ inválido. Deve conter 14 dígitos (ou letras e dígitos, no CNPJ alfanumérico).',
  cnpjCheckDigits: 'CNPJ inválido: confira os dígitos verificadores.',
  salesPeriodReversed: 'O fim do período de vendas deve ser no mesmo dia ou depois do início.',
  notFound: 'Este evento ainda não tem regulamento publicado.',
  versionNotFound: 'Esta versão do regulamento não existe.',
  acceptanceRequired: 'Leia e aceite o regulamento do evento antes de pagar.',
  acceptanceOutdated: 'O regulamento deste evento mudou. Leia a versão atual e aceite-a antes de pagar.',
} as const;
