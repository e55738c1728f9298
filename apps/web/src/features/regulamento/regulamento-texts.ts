/** The regulamento's pt-BR texts (decisions.md §15). */
export const regulamentoTexts = {
  title: 'Regulamento',
  loading: 'Carregando regulamento...',
  loadFailed: 'Não foi possível carregar o regulamento.',
  invalidEvent: 'Endereço de regulamento inválido.',
  none: 'Este evento ainda não tem regulamento publicado.',
  noneAdmin: 'Nenhuma versão publicada ainda. Os compradores só precisam aceitar o regulamento depois que ele for publicado.',
  published: (version: number) => `Versão ${version} do regulamento publicada.`,
  publishFailed: 'Não foi possível publicar o regulamento.',
  publish: 'Publicar nova versão',
  version: (version: number, at: string) => `Versão ${version}, publicada em ${at}`,
  olderVersions: 'Versões anteriores',
  latest: 'Ver a versão atual',
  notLatest: (latest: number) => `Esta não é a versão atual. A versão em vigor é a ${latest}.`,
  print: 'Imprimir / salvar PDF',
  publicPage: 'Ver página pública',
  versionsHelp: 'Cada publicação cria uma nova versão; as anteriores continuam públicas e as compras guardam a versão aceita.',
  noRounds: 'Nenhuma rodada cadastrada quando esta versão foi publicada.',
} as const;

/** The labels of the fields, the same on the form and on the public page. */
export const regulamentoLabels = {
  entidade: 'Entidade responsável',
  cnpj: 'CNPJ',
  finalidade: 'Finalidade (para que vai o dinheiro)',
  contato: 'Contato',
  vendas: 'Período de vendas',
  vendas_inicio: 'Início das vendas',
  vendas_fim: 'Fim das vendas',
  sorteio: 'Como é o sorteio',
  empate: 'Empate',
  prazo_retirada: 'Prazo para retirar o prêmio',
  rounds: 'Rodadas e prêmios',
} as const;
