/** A regulamento as the organiser types it (decisions.md §15): the CNPJ with its dots and dashes. */
export const regulamentoInput = {
  entidade: 'Paróquia São José',
  cnpj: '11.222.333/0001-81',
  finalidade: 'Reforma do telhado da igreja',
  contato: '(11) 3333-4444',
  vendas_inicio: '2026-12-01',
  vendas_fim: '2026-12-20',
  prazo_retirada: '30 dias após o sorteio',
};

/** A published regulamento's own fields as the server answers them, for the screens' tests to wrap in a reply. */
export const regulamentoFields = {
  entidade: 'Paróquia São José',
  cnpj: '11222333000181',
  finalidade: 'Reforma do telhado',
  contato: '(11) 3333-4444',
  vendas_inicio: '2026-12-01',
  vendas_fim: '2026-12-20',
  sorteio: 'globo físico com números digitados no painel',
  empate: 'prêmio dividido em partes iguais',
  prazo_retirada: '30 dias',
  rounds: [{ number: 1, prize: 'Cesta básica' }],
};
