/** Meu Perfil's own pt-BR texts (the shared ones are in lib/texts.ts and core's msg). */
export const profileTexts = {
  sessionsTitle: 'Sessões',
  sessionsHint: 'Perdeu o celular ou entrou num computador que não é seu? Encerre todas as sessões da sua conta.',
  logoutAll: 'Sair de todos os dispositivos',
  logoutAllConfirm:
    'Isso encerra a sua sessão em todos os celulares e computadores em que você entrou, inclusive neste. Depois, será preciso entrar de novo com seu e-mail e senha.',
  logoutAllConfirmLabel: 'Sair de todos',
  logoutAllFailed: 'Erro ao sair de todos os dispositivos.',
  setPasswordTitle: 'Definir senha',
  setPasswordHint: (email: string) =>
    `Sua conta foi criada na compra das cartelas e ainda não tem senha. Enviaremos para ${email} um link para você criar a sua.`,
  setPasswordSend: 'Enviar link para definir senha',
  passwordLinkSending: 'Enviando...',
  passwordLinkFailed: 'Não foi possível enviar o link. Tente novamente em alguns minutos.',
} as const;
