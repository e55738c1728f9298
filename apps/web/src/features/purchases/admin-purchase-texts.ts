/** The Compras screen's pt-BR texts. */
export const adminPurchaseTexts = {
  title: 'Compras',
  subtitle: 'Encontre uma compra, veja o histórico do pagamento e consulte o provedor.',
  loadFailed: 'Não foi possível carregar as compras.',
  detailFailed: 'Não foi possível carregar a compra.',
  verifyFailed: 'Não foi possível verificar o pagamento.',
  exportFailed: 'Não foi possível gerar a planilha de compradores.',
  underReview: 'Em revisão',
  noOrder: 'Esta compra não chegou a ter um pedido no provedor: não há pagamento para verificar.',
  chooseEvent: 'Escolha um evento nos filtros para baixar a lista de compradores.',
  empty: { title: 'Nenhuma compra encontrada.', hint: 'Mude a busca ou os filtros.' },
  opened: 'Compra aberta',
} as const;
