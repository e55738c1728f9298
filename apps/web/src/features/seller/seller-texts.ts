import { SELLER_UNDO_MINUTES } from '@bingo/core';

/** Minhas Vendas and Vender cartela: a seller's own screens (issue 21). */
export const sellerTexts = {
  title: 'Minhas Vendas',
  subtitle: 'Suas cartelas, suas vendas e o que falta acertar.',
  sellTitle: 'Vender cartela',
  loadFailed: 'Erro ao carregar suas vendas.',
  noBatches: 'Nenhum lote de cartelas está com você.',
  noBatchesHint: 'Quando a organização entregar um lote em seu nome, as cartelas aparecem aqui.',
  available: 'disponível',
  sold: 'vendida',
  sold_by_other: (name: string) => `vendida por ${name}`,
  sold_ok: (id: number) => `Cartela nº ${id} vendida. Ela já está no jogo.`,
  // decisions.md §14: a card sold after the round's first ball plays from the next round.
  sold_next_round: (id: number) => `Cartela nº ${id} vendida. A rodada em andamento já começou: ela entra na próxima rodada.`,
  undone: 'Venda desfeita. A cartela voltou a ficar disponível.',
  confirmUndo: (id: number) => `Desfazer a venda da cartela nº ${id}? Ela volta a ficar disponível e sai do jogo.`,
  undoHint: `Você pode desfazer uma venda sua por até ${SELLER_UNDO_MINUTES} minutos.`,
  codeLabel: 'Código de barras ou número da cartela',
  finished: 'Evento finalizado: as vendas dele não podem mais ser registradas.',
  // decisions.md §15: unsold cards handed back when sales close are voided for good.
  returned: 'devolvida',
  swapped: 'anulada',
  returnUnsold: 'Devolver cartelas não vendidas',
  confirmReturn: (unsold: number, batch: string) =>
    `Devolver ${unsold === 1 ? 'a cartela não vendida' : `as ${unsold} cartelas não vendidas`} do lote “${batch}”? ${unsold === 1 ? 'Ela é anulada' : 'Elas são anuladas'}: não ${unsold === 1 ? 'pode' : 'podem'} mais ser ${unsold === 1 ? 'vendida' : 'vendidas'} nem ganhar. Não há como desfazer.`,
  returnFailed: 'Erro ao devolver as cartelas.',
} as const;
