/** The events screen's pt-BR texts; the spec's (§5, §8) verbatim. */
export const eventTexts = {
  created: 'Evento criado',
  updated: 'Evento atualizado',
  deleted: 'Evento excluído',
  statusUpdated: 'Status atualizado',
  loadFailed: 'Erro ao carregar eventos',
  saveFailed: 'Erro ao salvar',
  deleteFailed: 'Erro ao excluir',
  statusFailed: 'Erro ao mudar status',
  reopened: 'Evento reaberto',
  reopeningsFailed: 'Erro ao carregar as reaberturas do evento.',
  acumuladoFailed: 'Erro ao carregar o acumulado do evento.',
  finishedStatusHelp: 'Evento finalizado: para reabri-lo, use “Reabrir” na lista de eventos e informe o motivo.',
  confirmDelete: 'Deseja realmente excluir este evento?',
  empty: 'Nenhum evento cadastrado.',
  loading: 'Carregando eventos...',
} as const;
