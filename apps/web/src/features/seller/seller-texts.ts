import { SELLER_UNDO_MINUTES } from '@bingo/core';

/** Minhas Vendas and Vender cartela: a seller's own screens (decisions.md §13). */
export const sellerTexts = {
  title: 'Minhas Vendas',
  subtitle: 'Suas cartelas, suas vendas e o que falta acertar.',
  sellTitle: 'Vender cartela',
  loadFailed: 'Erro ao carregar suas vendas.',
  noBatches: 'Nenhum lote de cartelas está com você.',
  noBatchesHint: 'Quando a organização entregar um lote em seu nome, as cartelas aparecem aqui.',
  available: 'Disponível',
  sold: 'Vendida',
  sold_by_other: (name: string) => `vendida por ${name}`,
  sold_ok: (id: number) => `Cartela nº ${id} vendida. Ela já está no jogo.`,
  // decisions.md §14: a card sold after the round's first ball plays from the next round.
  sold_next_round: (id: number) => `Cartela nº ${id} vendida. A rodada em andamento já começou: ela entra na próxima rodada.`,
  undone: 'Venda desfeita. A cartela voltou a ficar disponível.',
  confirmUndo: (id: number) => `Desfazer a venda da cartela nº ${id}? Ela volta a ficar disponível e sai do jogo.`,
  // docs/decisions/013: the undo also ends with the next ball drawn after the sale.
  undoHint: `Você pode desfazer uma venda sua por até ${SELLER_UNDO_MINUTES} minutos, se nenhuma bola for sorteada depois dela.`,
  codeLabel: 'Código de barras ou número da cartela',
  finished: 'Evento finalizado: as vendas dele não podem mais ser registradas.',
  sendWhatsApp: 'Enviar pelo WhatsApp',
  // The seller holds the card, so the check code goes in the message (docs/decisions/018); the paper stays the proof.
  whatsappSale: (sale: { cardId: number; eventName: string; buyer: string | null; link: string; checkCode: string }) =>
    `Olá${sale.buyer ? `, ${sale.buyer}` : ''}! Sua cartela nº ${sale.cardId} do ${sale.eventName} está registrada. ` +
    `Para acompanhar o sorteio pelo celular, abra ${sale.link} e digite o código de verificação ${sale.checkCode}, impresso na cartela. ` +
    'Guarde a cartela de papel: é ela que vale o prêmio.',
  // decisions.md §15: unsold cards handed back when sales close are voided for good.
  returned: 'Devolvida',
  swapped: 'Anulada',
  returnUnsold: 'Devolver cartelas não vendidas',
  confirmReturn: (unsold: number, batch: string) =>
    `Devolver ${unsold === 1 ? 'a cartela não vendida' : `as ${unsold} cartelas não vendidas`} do lote “${batch}”? ${unsold === 1 ? 'Ela é anulada' : 'Elas são anuladas'}: não ${unsold === 1 ? 'pode' : 'podem'} mais ser ${unsold === 1 ? 'vendida' : 'vendidas'} nem ganhar. Não há como desfazer.`,
  returnFailed: 'Erro ao devolver as cartelas.',
} as const;
