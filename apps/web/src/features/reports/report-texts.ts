/** The Relatórios screen's texts (pt-BR). */
export const reportTexts = {
  loadFailed: 'Erro ao carregar relatórios',
  exportFailed: 'Erro ao gerar a planilha.',
  allEvents: 'Todos os eventos',
  noSponsors: 'Nenhum patrocinador cadastrado.',
  noAffiliateSales: 'Nenhuma venda por afiliado.',
  noPhysicalSales: 'Nenhuma cartela física vendida.',
} as const;

/** Spec §9: the export file names. */
export const exportFiles = { finance: 'financeiro.xlsx', numbers: 'numeros.xlsx', affiliates: 'afiliados.xlsx' } as const;
