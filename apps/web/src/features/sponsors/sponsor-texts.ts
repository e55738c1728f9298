/** The sponsors screen's pt-BR texts; the spec's (§2, §5, §8) verbatim. */
export const sponsorTexts = {
  created: 'Patrocinador Cadastrado',
  updated: 'Patrocinador Atualizado',
  saveFailed: 'Erro ao salvar patrocinador',
  reportFailed: 'Erro ao carregar relatório de números',
  confirmDelete: 'Tem certeza que deseja excluir?',
  deleted: 'Patrocinador excluído',
  deleteFailed: 'Erro ao excluir.',
  loadFailed: 'Erro ao carregar patrocinadores',
  numberFailed: 'Erro ao salvar o número do patrocinador',
  logoFailed: 'Erro ao enviar imagem',
  noNumbers: 'Nenhum',
  eventsFailed: 'Erro ao carregar eventos',
  noEvent: 'Cadastre um evento antes de cadastrar patrocinadores.',
  deleteThisEvent: 'Ele sai só deste evento; nos outros eventos continua como está.',
  copyAction: 'Copiar patrocinadores de outro evento',
  copyFrom: 'Copiar de',
  copyWhat:
    'Valores, formas de pagamento e números são copiados; o pagamento volta a Pendente, sem data, e as observações ficam no evento de origem. Quem já está neste evento fica como está.',
  copyNoOther: 'Não há outro evento de onde copiar.',
  copyFailed: 'Erro ao copiar patrocinadores',
  companyHint:
    'Nome, contato e imagem valem para este patrocinador em todos os eventos; valor, pagamento, observações e números, só para este evento.',
} as const;
