import { msg } from '@bingo/core';

/**
 * The web side's pt-BR messages from the spec's catalogue (§4, §5, §8), verbatim. Texts the API
 * shares live in @bingo/core's `msg`; labels that appear once stay beside their component.
 */
export const texts = {
  invalidToken: 'Token inválido',
  loginFailed: 'Não foi possível entrar. Tente novamente.',
  forgotPasswordFailed: 'Erro ao enviar redefinição',
  registerSuccess: 'Cadastro realizado com sucesso!',
  registerFailed: 'Erro ao cadastrar usuário.',
  resetSuccess: 'Senha redefinida com sucesso!',
  resetFailed: 'Erro ao redefinir senha',
  profileLoadFailed: 'Erro ao carregar perfil',
  profileSaved: 'Perfil atualizado com sucesso!',
  profileSaveFailed: 'Erro ao salvar perfil.',
  passwordChanged: 'Senha alterada com sucesso!',
  passwordChangeFailed: 'Erro ao alterar senha.',
  copyTitle: 'Sucesso',
  affiliateLinkCopied: 'Link copiado para a área de transferência!',
  copyFailed: 'Não foi possível copiar. Selecione o link e copie manualmente.',
  noActiveDraw: 'Nenhum sorteio ativo no momento!',
  currentDrawFailed: 'Erro ao buscar o sorteio atual!',
  noActiveEvent: 'Nenhum evento ativo',
  passwordMismatch: msg.passwordMismatch,
} as const;
