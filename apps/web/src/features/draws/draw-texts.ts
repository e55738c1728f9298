import { letterOf } from '@bingo/core';

/** The round panel's pt-BR texts; the spec's (§2, §5, §8) verbatim where it gives them. */
export const drawTexts = {
  loading: 'Carregando dados da rodada...',
  noNumbers: 'Nenhum número ainda.',
  drawFailed: 'Erro ao sortear número.',
  alreadyDrawn: 'Número já sorteado nesta rodada.',
  confirmRemove: 'Remover este número do sorteio?',
  removalReasonHelp: 'O motivo aparece no registro público da rodada, ao lado da bola removida.',
  removed: 'Número removido',
  removeFailed: 'Erro ao remover número.',
  noType: 'Não informado',
  noNotes: '-',
  roundLoadFailed: 'Erro ao carregar a rodada.',
  resultsFailed: 'Erro ao carregar os resultados.',
  cardNotFound: 'Cartela não encontrada.',
  notSold: 'Esta cartela não foi vendida: não concorre aos prêmios.',
  nextRoundCheck: 'Vendida depois da primeira bola desta rodada: a cartela entra na próxima rodada e não concorre a esta.',
  notRunning: 'Inicie a rodada para sortear números.',
  offline: (queued: number) =>
    queued === 0
      ? 'Sem conexão. As bolas digitadas ficam na fila e são enviadas quando a conexão voltar.'
      : `Sem conexão — ${queued === 1 ? '1 bola' : `${queued} bolas`} na fila. Elas serão enviadas quando a conexão voltar.`,
  takeControl: 'Assumir o controle',
  takeControlFailed: 'Não foi possível assumir o controle.',
  takeControlConfirm: (holder: string) =>
    `${holder} deixa de sortear: as bolas passam a ser sorteadas por este painel. A troca fica no registro público da rodada.`,
  refused: (count: number) => (count === 1 ? '1 bola não foi sorteada:' : `${count} bolas não foram sorteadas:`),
  refusedHelp: 'Elas continuam na fila deste painel: assuma o controle para sorteá-las ou descarte-as.',
  discard: 'Descartar',
  resending: (queued: number) => `Reenviando ${queued === 1 ? '1 bola' : `${queued} bolas`}...`,
} as const;

/** 'A 7': the ball as the hall calls it. */
export function ballName(n: number): string {
  return `${letterOf(n)} ${n}`;
}
