import {
  acumuladoTexts,
  isLateEntry,
  letterOf,
  prizeDeliveredLine,
  stageKindLabels,
  TIME_ZONE,
  onFirstUse,
  type RecordEntry,
  type StageKind,
} from '@bingo/core';

/** The record page's pt-BR texts. */
export const recordTexts = {
  title: (n: number) => `Registro público da rodada ${n}`,
  loading: 'Carregando o registro da rodada...',
  loadFailed: 'Não foi possível carregar o registro desta rodada.',
  invalidRound: 'Endereço de rodada inválido.',
  beforeRecord: 'Esta rodada é anterior ao registro público.',
  beforeRecordHelp: 'O registro encadeado começou a ser gravado depois que ela foi iniciada; não há o que conferir aqui.',
  notStarted: 'Esta rodada ainda não começou: o registro é gravado a partir do início dela.',
  intro:
    'Cada bola sorteada, cada remoção e cada cartela que entrou em jogo ficam gravadas em ordem, cada registro com o hash do anterior. Qualquer alteração posterior quebra a cadeia — e o botão Verificar confere tudo aqui, no seu navegador.',
  verify: 'Verificar',
  verifying: 'Verificando...',
  intact: 'Registro íntegro',
  intactDetail: (n: number) => `${n} registros conferidos: a cadeia de hashes e as cartelas em jogo batem com o que foi gravado.`,
  tampered: 'Registro adulterado',
  noCrypto:
    'Este navegador não permite verificar aqui: a página precisa ser aberta por https. Baixe o registro (JSON) e confira em outro lugar.',
  download: 'Baixar registro (JSON)',
  winners: 'Vencedores',
  noWinners: 'Nenhuma cartela completou nesta rodada.',
  notFinished: 'A rodada ainda não terminou.',
  stageNotWon: 'Ainda sem vencedor nesta etapa.',
  balls: 'Bolas sorteadas, na ordem',
  noBalls: 'Nenhuma bola sorteada.',
  removals: 'Bolas removidas',
  cardSetHash: 'Hash das cartelas em jogo no início',
  head: 'Hash final da cadeia',
  timeline: 'Todos os registros',
  lookupTitle: 'Minha cartela estava em jogo?',
  lookupLabel: 'Número da cartela',
  lookupButton: 'Consultar',
  lookupInvalid: 'Digite o número da cartela (só algarismos).',
} as const;

const timeFormat = onFirstUse(
  () => new Intl.DateTimeFormat('pt-BR', { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit', second: '2-digit' }),
);
const dateFormat = onFirstUse(() => new Intl.DateTimeFormat('pt-BR', { timeZone: TIME_ZONE, dateStyle: 'long' }));

/** '20:15:03' in Brazil's time zone (the exact instant stays in the JSON). */
export const formatTime = (iso: string) => timeFormat().format(new Date(iso));
export const formatDay = (iso: string) => dateFormat().format(new Date(iso));

export const ballName = (n: number) => `${letterOf(n)} ${n}`;

const stageName = (kind: unknown) => stageKindLabels[kind as StageKind] ?? String(kind);

const cards = (n: number) => (n === 1 ? '1 cartela' : `${n} cartelas`);
const ids = (data: Record<string, unknown>) => ((data.card_ids as number[] | undefined) ?? []).map((id) => `#${id}`).join(', ');

/** Cards that joined after the first ball: they do not play this round (decisions.md §14). */
function lateCards(count: number, round: unknown, list: string): string {
  const which = typeof round === 'number' ? `na rodada ${round}` : 'na próxima rodada';
  const verb = count === 1 ? 'registrada' : 'registradas';
  return `${cards(count)} ${verb} depois da primeira bola: não ${count === 1 ? 'concorre' : 'concorrem'} nesta rodada e ${count === 1 ? 'entra' : 'entram'} ${which}: ${list}.`;
}

/** What one entry says, in a sentence. */
export function describeEntry(entry: RecordEntry): string {
  const d = entry.data;
  switch (entry.kind) {
    case 'round_started':
      return `Rodada iniciada. Prêmio: ${String(d.prize ?? '')}.`;
    case 'card_set':
      return `${cards(Number(d.count))} em jogo no início.`;
    case 'ball_drawn':
      return `Bola ${ballName(Number(d.number))} sorteada.`;
    case 'ball_removed':
      return `Bola ${ballName(Number(d.number))} removida. Motivo: ${String(d.reason ?? '')}`;
    case 'cards_added':
      if (isLateEntry(entry)) return lateCards(Number(d.count), d.plays_from_round, ids(d));
      return `${cards(Number(d.count))} ${Number(d.count) === 1 ? 'entrou' : 'entraram'} em jogo: ${ids(d)}.`;
    case 'cards_removed':
      return `${cards(Number(d.count))} ${Number(d.count) === 1 ? 'saiu' : 'saíram'} de jogo: ${ids(d)}.`;
    case 'round_finished':
      return d.status === 'not_started' ? 'Rodada interrompida (voltou para "não iniciada").' : 'Rodada finalizada.';
    case 'round_reopened':
      // Records written before reopening asked why have no reason (docs/decisions/015).
      return d.reason ? `Rodada reaberta. Motivo: ${String(d.reason)}` : 'Rodada reaberta.';
    case 'prize_changed':
      return `Prêmio alterado de “${String(d.previous ?? '')}” para “${String(d.prize ?? '')}”.`;
    case 'control_taken':
      // Only the panel's short id: the operator's name stays out of the public record (docs/decisions/023).
      return `O sorteio passou para outro painel (${String(d.by_panel ?? '')}).`;
    case 'stage_won':
      return `${stageName(d.stage)} ganha por ${ids(d)}.`;
    case 'stage_reopened':
      // decisions.md §14: the ball that closed it was taken back before the next one.
      return `${stageName(d.stage)} reaberta: a bola que a fechou foi removida.`;
    case 'cards_voided':
      // decisions.md §15: returned unsold, or left by a swapped sale; they never win again.
      return `${cards(Number(d.count))} ${Number(d.count) === 1 ? 'anulada' : 'anuladas'} (devolvida${Number(d.count) === 1 ? '' : 's'} ou trocada${Number(d.count) === 1 ? '' : 's'}): ${ids(d)}. Não ${Number(d.count) === 1 ? 'concorre' : 'concorrem'} mais a nenhum prêmio.`;
    case 'sale_swapped':
      return `Venda trocada da cartela #${String(d.from_card_id ?? '')} para a cartela #${String(d.to_card_id ?? '')}. Motivo: ${String(d.reason ?? '')}`;
    case 'winner_voided':
      // decisions.md §15: the stage does not reopen; the reason says what became of the prize.
      return `Ganhador anulado: cartela #${String(d.card_id ?? '')} (${stageName(d.stage)}). Motivo: ${String(d.reason ?? '')}`;
    case 'prize_delivered':
      return `${prizeDeliveredLine(String(d.received_by ?? ''), String(d.received_at ?? entry.at))} — cartela #${String(d.card_id ?? '')} (${stageName(d.stage)}).${d.reason ? ` Correção: ${String(d.reason)}` : ''}`;
    case 'prize_delivery_undone':
      return `Entrega desfeita: cartela #${String(d.card_id ?? '')} (${stageName(d.stage)}). Motivo: ${String(d.reason ?? '')}`;
    case 'acumulado':
      // docs/decisions/032: decided by the round's finish, recounted by Verificar.
      return acumuladoTexts.recordEntry(
        Number(d.value),
        Number(d.limit),
        d.won === true,
        d.ball === null || d.ball === undefined ? null : Number(d.ball),
      );
  }
}
