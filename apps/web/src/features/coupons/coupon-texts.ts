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
} as const;
