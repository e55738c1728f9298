/**
 * The physical cards screen's texts, those of spec §5 and §8 verbatim. 'Selecione um vendedor.'
 * and 'Cartela inválida.' come with the form's schema, shared with the API.
 */
export const physicalTexts = {
  saved: 'Informações salvas com sucesso!',
  // decisions.md §14: a card sold after the running round's first ball plays from the next round.
  savedNextRound: 'Informações salvas. A rodada em andamento já começou: esta cartela entra na próxima rodada.',
  cardNotFound: 'Cartela não encontrada.',
  loadFailed: 'Erro ao carregar cartelas.',
  allEvents: 'Todos os eventos',
  sold: 'Vendida',
  available: 'Disponível',
  // decisions.md §15: voided for good.
  returned: 'Devolvida',
  voided: 'Anulada',
  saleUndone: 'Venda desfeita',
  confirmUndo: (id: number) => `Desfazer a venda da cartela #${id}? Ela volta a ficar disponível e sai do jogo.`,
  /** docs/decisions/018: the account that follows this paper card on its phone (not its buyer: the paper is the proof). */
  claimedBy: (name: string, email: string) => `Adicionada ao celular de: ${name} (${email})`,
  /** docs/decisions/018: too many wrong check codes for this card, from any accounts. */
  locked: 'bloqueada',
  lockedExplained:
    'Cartela bloqueada: foram digitados muitos códigos de verificação errados para ela. Ninguém consegue adicioná-la ao celular até você liberá-la. Se quem tem o papel pedir, confira a cartela com essa pessoa antes.',
  unlock: 'Liberar cartela',
  lockedOnly: 'Mostrando só as cartelas de papel bloqueadas por códigos de verificação errados.',
  showAll: 'Mostrar todas',
  // decisions.md §14: a finished event's sales are frozen.
  finishedUnsold: 'Evento finalizado: as vendas dele não podem mais ser registradas.',
  finishedSold: 'Evento finalizado: para trocar o vendedor, informe o motivo da correção. Ele fica registrado com quem corrigiu e quando.',
  reasonLabel: 'Motivo da correção',
} as const;
