/** Minhas Cartelas' pt-BR texts; the spec's (§8) verbatim. */
export const cardTexts = {
  loadFailed: 'Erro ao carregar cartelas.',
  // docs/decisions/048: the cards shown last (this visit's, or the last visit's) stay when the
  // server cannot be reached.
  keptShown: 'Erro ao carregar cartelas. Estas são as que você viu por último.',
  pdfFailed: 'Erro ao gerar PDF',
  pdfSaved: (count: number) => (count === 1 ? 'PDF da cartela baixado.' : `PDF com ${count} cartelas baixado.`),
  empty: 'Você ainda não tem cartelas.',
  emptyIntro: 'Compre suas cartelas e elas aparecem aqui, prontas para jogar e imprimir.',
  buy: 'Comprar cartelas',
  title: 'Minhas Cartelas',
  subtitle: 'Escolha as cartelas e exporte em PDF para imprimir ou guardar.',
  selectAll: 'Selecionar todas',
  selectedCount: (selected: number, total: number) => `${selected} de ${total} selecionada${total === 1 ? '' : 's'}`,
  exportPdf: 'Exportar PDF',
  addPaper: 'Adicionar cartela de papel',
  addPaperIntro: 'Comprou uma cartela impressa? Digite os dois códigos dela e acompanhe o sorteio por aqui.',
  barcodeLabel: 'Código de barras',
  barcodeHint: 'Os 13 números abaixo das barras.',
  checkCodeLabel: 'Código de verificação',
  checkCodeHint: 'Ao lado do código de barras, como K7M-4QX.',
  added: (id: number) => `Cartela nº ${id} adicionada. Ela aparece aqui e no Sorteio.`,
  paperBadge: 'Papel',
  paperNote: 'Guarde o papel: ele é o comprovante para receber o prêmio.',
  // docs/decisions/018: a claimed card's PDF would print its check code.
  paperNoPdf: 'Fica fora do PDF: ele mostraria o código de verificação, e quem tivesse o arquivo poderia adicionar a cartela.',
  removePaper: 'Remover da minha conta',
  confirmRemove: (id: number) =>
    `Remover a cartela nº ${id} da sua conta? Ela deixa de aparecer aqui e no Sorteio, mas o papel continua valendo.`,
  removed: 'Cartela removida da sua conta.',
  wonRound: (round: number) => `Ganhou a rodada ${round}`,
} as const;
