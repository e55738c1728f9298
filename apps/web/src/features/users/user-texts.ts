import { userMessages } from '@bingo/core';

/** The Usuários screen's texts (pt-BR). */
export const userTexts = {
  ...userMessages,
  loadFailed: 'Erro ao carregar usuários',
  saveFailed: 'Erro ao salvar usuário',
  actionFailed: 'Erro ao alterar status.',
  deleteFailed: 'Erro ao excluir.',
  copied: 'Copiado!',
  copyFailed: 'Não foi possível copiar o link.',
  confirmDelete: 'Deseja realmente excluir este usuário?',
  statusChanged: 'Status atualizado',
} as const;

/** The affiliate link (spec §6): the site root plus '/?ref=' plus the code. */
export const affiliateLink = (code: string) => `${window.location.origin}/?ref=${code}`;
