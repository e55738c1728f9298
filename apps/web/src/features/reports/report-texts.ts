import { formatMoney } from '@bingo/core';

/** The Relatórios screen's texts (pt-BR). */
export const reportTexts = {
  /** Refunded and disputed purchases, shown apart from the money raised. */
  reversed: (estornadas: number, contestadas: number) =>
    `${estornadas} ${estornadas === 1 ? 'estornada' : 'estornadas'} · ${contestadas} ${contestadas === 1 ? 'contestada' : 'contestadas'} · fora da arrecadação`,
  loadFailed: 'Erro ao carregar relatórios',
  exportFailed: 'Erro ao gerar a planilha.',
  pdfFailed: 'Erro ao gerar o PDF.',
  allEvents: 'Todos os eventos',
  noSponsors: 'Nenhum patrocinador cadastrado.',
  noAffiliateSales: 'Nenhuma venda por afiliado.',
  noPhysicalSales: 'Nenhuma cartela física vendida.',
  noSellers: 'Nenhum vendedor com cartelas neste evento.',
  noSellerSales: 'Nenhuma venda deste vendedor.',
  noRounds: 'Nenhuma rodada jogada.',
  chooseEventToSettle: 'Escolha um evento para registrar o acerto dos vendedores.',
  settleFailed: 'Erro ao registrar o acerto.',
  saleAmountSaved: 'Valor da venda alterado.',
  saleAmountFailed: 'Erro ao alterar o valor da venda.',
  confirmSettle: (seller: string, amount: number) => `Confirmar que ${seller} entregou ${formatMoney(amount)}?`,
  // decisions.md §14: a finished event's sales are frozen; a correction says why.
  correctionReasonLabel: 'Motivo da correção',
  correctionReasonHint: 'Evento finalizado: o motivo fica registrado com quem corrigiu e quando.',
  frozenNotice:
    'Evento finalizado: as vendas estão fechadas. Corrigir um valor ou desfazer um acerto pede o motivo, que fica registrado com quem corrigiu e quando.',
  unsettleTitle: 'Desfazer acerto',
  unsettleMessage: (cardId: number, amount: number) =>
    `A venda da cartela #${cardId} (${formatMoney(amount)}) volta a ficar em aberto no saldo do vendedor.`,
  corrections: (n: number) => (n === 1 ? '1 correção' : `${n} correções`),
} as const;

/** Spec §9: the export file names; the two of docs/decisions/013 follow them. */
export const exportFiles = {
  finance: 'financeiro.xlsx',
  numbers: 'numeros.xlsx',
  affiliates: 'afiliados.xlsx',
  sellers: 'acerto-vendedores.xlsx',
  summary: 'resumo-evento.xlsx',
} as const;
