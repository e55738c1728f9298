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
  // decisions.md §15: unsold cards handed back when the batch's sales close are voided for good.
  returnUnsold: 'Devolver não vendidas',
  returnTitle: 'Devolver cartelas não vendidas',
  confirmReturn: (unsold: number) =>
    `Devolver ${unsold === 1 ? 'a cartela não vendida' : `as ${unsold.toLocaleString('pt-BR')} cartelas não vendidas`} deste lote? ${unsold === 1 ? 'Ela é anulada' : 'Elas são anuladas'}: não ${unsold === 1 ? 'pode' : 'podem'} mais ser ${unsold === 1 ? 'vendida, adicionada' : 'vendidas, adicionadas'} a um celular nem ganhar. Não há como desfazer.`,
  returnFailed: 'Erro ao devolver as cartelas.',
} as const;
