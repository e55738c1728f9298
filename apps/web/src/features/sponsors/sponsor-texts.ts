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
} as const;
