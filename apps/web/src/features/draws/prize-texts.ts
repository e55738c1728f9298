import { prizeDeliveredLine, publicName, voidedLine } from '@bingo/core';

/** The Prêmios card's pt-BR texts (decisions.md §15, docs/decisions/035). */
export const prizeTexts = {
  title: 'Prêmios',
  intro:
    'Marque a entrega de cada prêmio. Entregas e anulações ficam no registro público da rodada (só o primeiro nome e a inicial de quem recebeu).',
  loadFailed: 'Não foi possível carregar os prêmios desta rodada.',
  mark: 'Marcar prêmio entregue',
  correct: 'Corrigir entrega',
  undo: 'Desfazer entrega',
  void: 'Anular ganhador',
  pending: 'Entrega pendente',
  deliveryTitle: 'Marcar prêmio entregue',
  correctTitle: 'Corrigir entrega do prêmio',
  receivedBy: 'Quem recebeu',
  receivedAt: 'Quando',
  photo: 'Foto da entrega (opcional)',
  photoHelp: 'Só a organização vê a foto; ela não vai para o registro público.',
  correctionReason: 'Motivo da correção',
  correctionHelp: 'A entrega anterior continua no histórico.',
  save: 'Salvar entrega',
  delivered: 'Prêmio marcado como entregue',
  undone: 'Entrega desfeita',
  voidDone: 'Ganhador anulado',
  failed: 'Não foi possível salvar.',
  photoFailed: 'Não foi possível enviar a foto.',
  undoMessage: 'A entrega volta a ficar pendente. A marcação continua no histórico e no registro público.',
  undoLabel: 'Motivo',
  undoHelp: 'Fica no registro público da rodada.',
  voidMessage: 'O ganhador continua listado, marcado como anulado, e a etapa não é reaberta. Não é possível desfazer a anulação.',
  voidLabel: 'Motivo da anulação',
  voidHelp: 'Fica no registro público da rodada: diga o que acontece com o prêmio.',
  history: 'Histórico',
} as const;

/** "Prêmio entregue a Maria S. em 20/12 21:40": the badge shows what the public record says. */
export const deliveredBadge = (receivedBy: string, receivedAt: string) =>
  prizeDeliveredLine(publicName(receivedBy) ?? receivedBy, receivedAt);
export const voidedBadge = voidedLine;
