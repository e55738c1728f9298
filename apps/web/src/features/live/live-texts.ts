/** The live screens' pt-BR texts (spec §2 and §4), verbatim where the spec writes them. */
export const liveTexts = {
  loading: 'Carregando...',
  waiting: 'Aguardando próximo sorteio...',
  finished: 'Todos os sorteios foram finalizados.',
  // Spec §4: "the big screen adds ' Obrigado por participar!'".
  finishedBigScreen: 'Todos os sorteios foram finalizados. Obrigado por participar!',
  noPrize: '—',
  // docs/decisions/028: a visitor who scanned the telão's QR, without an account.
  visitorTitle: 'Quer jogar também?',
  visitorIntro: 'Compre suas cartelas sem criar conta, ou entre para ver as suas marcadas a cada bola.',
  round: (n: number) => `Rodada ${n}`,
  cardsLoadFailed: 'Erro ao carregar cartelas.',
  invalidEvent: 'Evento não encontrado.',
  // decisions.md §14: a card that joins after the round's first ball plays from the next round.
  nextRound: 'Sua cartela entra na próxima rodada',
  cardWon: (card: number, round: number) => `Sua cartela #${card} ganhou a rodada ${round}`,
  lastWinners: (round: number, winners: readonly { card_id: number; name: string }[], more: number) =>
    `Rodada ${round} — vencedores: ${winners.map((w) => `cartela #${w.card_id} (${w.name})`).join(', ')}${more > 0 ? ` e mais ${more}` : ''}`,
} as const;
