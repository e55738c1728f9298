import { followTexts } from '@bingo/core';

/** The live screens' pt-BR texts (spec §2 and §4), verbatim where the spec writes them. */
export const liveTexts = {
  loading: 'Carregando...',
  // The follow page's top is drawn by the server too (docs/decisions/042): its texts live in core.
  waiting: followTexts.waiting,
  finished: followTexts.finished,
  // Spec §4: "the big screen adds ' Obrigado por participar!'".
  finishedBigScreen: 'Todos os sorteios foram finalizados. Obrigado por participar!',
  noPrize: followTexts.noPrize,
  visitorTitle: followTexts.visitorTitle,
  visitorIntro: followTexts.visitorIntro,
  round: followTexts.round,
  cardsLoadFailed: 'Erro ao carregar cartelas.',
  invalidEvent: 'Evento não encontrado.',
  // decisions.md §14: a card that joins after the round's first ball plays from the next round.
  nextRound: 'Sua cartela entra na próxima rodada',
  cardWon: (card: number, round: number) => `Sua cartela #${card} ganhou a rodada ${round}`,
  lastWinners: (round: number, winners: readonly { card_id: number; name: string }[], more: number) =>
    `Rodada ${round} — vencedores: ${winners.map((w) => `cartela #${w.card_id} (${w.name})`).join(', ')}${more > 0 ? ` e mais ${more}` : ''}`,
} as const;
