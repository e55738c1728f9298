/** The rounds screen's pt-BR texts. The spec gives the confirmation and the empty text (§2, §5). */
export const roundTexts = {
  created: 'Rodada criada',
  updated: 'Rodada atualizada',
  deleted: 'Rodada excluída',
  // The spec's earlier version had no visible error for rounds; the server's reason is shown first.
  saveFailed: 'Erro ao salvar rodada.',
  deleteFailed: 'Erro ao excluir rodada.',
  loadFailed: 'Erro ao carregar rodadas.',
  eventLoadFailed: 'Erro ao carregar o evento.',
  confirmDelete: 'Confirma a exclusão desta rodada?',
  empty: 'Nenhuma rodada cadastrada.',
  loading: 'Carregando rodadas...',
  noType: 'Não informado',
  quina: 'Quina',
  quinaPrize: 'Prêmio da quina',
  stagesLocked: 'As etapas não mudam depois que a rodada começa.',
  acumulado: 'Vale o acumulado',
} as const;
