import { COUPON_HOLD_MINUTES } from '@bingo/core';

/** The coupons screen's pt-BR texts; the spec's (§5, §8) verbatim. */
export const couponTexts = {
  saveFailed: 'Erro ao salvar cupom.',
  toggleFailed: 'Erro ao alterar status.',
  deleteFailed: 'Erro ao excluir.',
  confirmDelete: 'Deseja realmente excluir este cupom?',
  loadFailed: 'Erro ao carregar cupons.',
  loading: 'Carregando cupons...',
  empty: 'Nenhum cupom cadastrado.',
  created: 'Cupom cadastrado',
  updated: 'Cupom atualizado',
  activated: 'Cupom ativado',
  deactivated: 'Cupom desativado',
  purchasesLoading: 'Carregando compras...',
  purchasesLoadFailed: 'Erro ao carregar as compras do cupom.',
  purchasesEmpty: 'Nenhuma compra usou este cupom.',
  keptForRecords: 'Um cupom com uso aprovado ou reservado não pode ser excluído: desative-o para que deixe de ser aceito.',
  deletable: 'Nenhum uso aprovado nem reservado: o cupom pode ser excluído.',
  /** Approved purchases paid after their use went back, with none left (docs/decisions/022). */
  beyond: (n: number) => (n === 1 ? '+1 além do limite' : `+${n} além do limite`),
  beyondExplained: `Usos além do limite: compras pagas depois que a reserva do cupom (${COUPON_HOLD_MINUTES} minutos) acabou, quando ele já não tinha usos. Foram aprovadas pelo valor pago.`,
  beyondOne: 'Além do limite',
} as const;
