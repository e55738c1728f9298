/** pt-BR texts shared by the API and the web app. The spec's wording is kept verbatim. */
export const msg = {
  internal: 'Erro interno do servidor.',
  forbidden: 'Acesso negado.',
  tokenMissing: 'Não autorizado: token ausente.',
  tokenInvalid: 'Não autorizado: token inválido ou expirado.',
  tokenUserInactive: 'Não autorizado: token de usuário inativo ou removido.',
  notFound: 'Recurso não encontrado.',
  routeNotFound: 'Rota não encontrada.',
  badUrl: 'Endereço inválido.',
  validation: 'Dados inválidos.',
  malformedJson: 'Corpo da requisição inválido: JSON malformado.',
  unsupportedMedia: 'Tipo de conteúdo não suportado.',
  bodyTooLarge: 'Conteúdo grande demais.',
  rateLimited: 'Muitas tentativas. Aguarde um pouco e tente novamente.',
  databaseUnavailable: 'Banco de dados indisponível no momento. Tente novamente em instantes.',

  invalidCredentials: 'E-mail ou senha inválidos.',
  inactiveUser: 'Usuário desativado. Procure a organização do evento.',
  emailTaken: 'Este email já está cadastrado.',
  guestEmailTaken: 'Este email já está cadastrado. Faça login para continuar.',
  passwordTooShort: 'A senha deve ter pelo menos 8 caracteres.',
  passwordMismatch: 'As senhas não coincidem',
  wrongCurrentPassword: 'Senha atual incorreta.',
  resetTokenInvalid: 'Link de redefinição inválido ou expirado. Peça um novo.',
  forgotPasswordSent: 'Se o e-mail estiver cadastrado, enviaremos instruções',
  invalidEmail: 'Informe um e-mail válido',
  required: 'Campo obrigatório.',
  tooLong: (max: number) => `Use no máximo ${max} caracteres.`,
  userNotFound: 'Usuário não encontrado.',
  cpfInvalid: 'CPF inválido. Deve conter 11 dígitos.',
  loginThrottled: (seconds: number) =>
    `Muitas tentativas com senha errada para este e-mail. Aguarde ${seconds < 90 ? `${seconds} s` : `${Math.ceil(seconds / 60)} min`} e tente novamente.`,
  cardCodeWrong: 'Código de barras ou código de verificação não confere. Confira os dois na cartela.',
  cardClaimedByOther: 'Esta cartela já foi adicionada por outra conta.',
  cardNotSold: 'Esta cartela ainda não foi vendida. Peça ao vendedor para registrar a venda e tente de novo.',
  cardClaimThrottled: (seconds: number) =>
    `Muitas tentativas com código errado. Aguarde ${seconds < 90 ? `${seconds} s` : `${Math.ceil(seconds / 60)} min`} e tente novamente.`,
  cardClaimLocked: 'Esta cartela foi bloqueada depois de muitos códigos errados. Peça à organização do bingo para liberá-la.',
  cardClaimUnlocked: 'Cartela liberada: ela pode ser adicionada de novo com o código impresso.',
  demoPaymentsBanner: 'Modo de demonstração: pagamentos de teste, nenhuma cobrança real',
  passwordChanged: 'Senha alterada com sucesso!',
  loggedOutEverywhere: 'Você saiu de todos os dispositivos.',
  termsRequired: 'Você precisa aceitar os Termos de Adesão.',
  dateInvalid: 'Data inválida. Use o formato AAAA-MM-DD.',
  dateTimeInvalid: 'Data inválida. Use o formato AAAA-MM-DD ou AAAA-MM-DDTHH:mm.',
  dateNotInCalendar: 'Data inexistente. Confira o dia e o mês.',
  yearOutOfRange: 'Ano fora do intervalo permitido (2000 a 2100).',
  hiddenCharacters: 'Remova caracteres de controle ou invisíveis.',
  /** The database refused a date or time its column cannot hold. */
  dateOutOfRange: 'Data ou hora fora do intervalo aceito.',
  /** The database refused a number its column cannot hold. */
  numberOutOfRange: 'Número fora do intervalo aceito.',
} as const;

export const sessionExpired = 'Sua sessão expirou. Faça login novamente.';
export const connectionFailed = 'Falha de conexão. Verifique sua internet.';
