/** Minhas Cartelas' pt-BR texts; the spec's (§8) verbatim. */
export const cardTexts = {
  loadFailed: 'Erro ao carregar cartelas.',
  pdfFailed: 'Erro ao gerar PDF',
  pdfSaved: (count: number) => (count === 1 ? 'PDF da cartela baixado.' : `PDF com ${count} cartelas baixado.`),
  empty: 'Você ainda não tem cartelas.',
} as const;
