/**
 * The physical cards screen's texts, those of spec §5 and §8 verbatim. 'Selecione um vendedor.'
 * and 'Cartela inválida.' come with the form's schema, shared with the API.
 */
export const physicalTexts = {
  saved: 'Informações salvas com sucesso!',
  cardNotFound: 'Cartela não encontrada.',
  loadFailed: 'Erro ao carregar cartelas.',
  allEvents: 'Todos os eventos',
  sold: 'vendida',
  available: 'disponível',
  saleUndone: 'Venda desfeita',
  confirmUndo: (id: number) => `Desfazer a venda da cartela #${id}? Ela volta a ficar disponível e sai do jogo.`,
  /** Issue 17.5: the account that follows this paper card on its phone (not its buyer: the paper is the proof). */
  claimedBy: (name: string, email: string) => `Adicionada ao celular de: ${name} (${email})`,
  // decisions.md §14: a finished event's sales are frozen.
  finishedUnsold: 'Evento finalizado: as vendas dele não podem mais ser registradas.',
  finishedSold: 'Evento finalizado: para trocar o vendedor, informe o motivo da correção. Ele fica registrado com quem corrigiu e quando.',
  reasonLabel: 'Motivo da correção',
} as const;
