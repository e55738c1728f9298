/** Minhas Cartelas' pt-BR texts; the spec's (§8) verbatim. */
export const cardTexts = {
  loadFailed: 'Erro ao carregar cartelas.',
  pdfFailed: 'Erro ao gerar PDF',
  empty: 'Você ainda não tem cartelas.',
} as const;
