/** The batches screen's texts; the confirmation and the PDF failure are the spec's (§5, §8), verbatim. */
export const batchTexts = {
  confirmDelete: 'Tem certeza que deseja excluir este lote?',
  pdfFailed: 'Erro ao gerar PDF do lote',
  loadFailed: 'Erro ao carregar lotes',
  created: 'Lote criado',
  createFailed: 'Erro ao criar lote',
  deleted: 'Lote excluído',
  deleteFailed: 'Erro ao excluir.',
  noActiveEvent: 'Nenhum evento ativo: crie ou agende um evento antes de gerar lotes.',
  allEvents: 'Todos os eventos',
  noneOfEvent: 'Nenhum lote deste evento.',
  // decisions.md §13: the batch's responsible sells its cards from Minhas Vendas.
  responsibleHint: 'O responsável vende as cartelas deste lote pelo celular, em Minhas Vendas.',
} as const;
