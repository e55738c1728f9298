import { regulamentoMessages } from '@bingo/core';

/** The event's public page (decisions.md §15): its pt-BR texts. */
export const eventPageTexts = {
  loading: 'Carregando evento...',
  loadFailed: 'Não foi possível carregar o evento.',
  invalidEvent: 'Endereço de evento inválido.',
  buy: 'Comprar cartelas',
  follow: 'Acompanhar o sorteio',
  print: 'Imprimir / salvar PDF',
  cardPrice: (price: string) => `Cartela: ${price}`,
  rounds: 'Rodadas e prêmios',
  noRounds: 'Nenhuma rodada cadastrada ainda.',
  round: (n: number) => `Rodada ${n}`,
  notWon: 'Ainda sem ganhador.',
  notPlayed: 'Ainda não sorteada.',
  winner: (card: number, name: string) => `Cartela #${card} — ${name}`,
  record: (n: number) => `Registro público da rodada ${n}`,
  regulamento: 'Regulamento',
  noRegulamento: regulamentoMessages.notFound,
  readRegulamento: (version: number) => `Ler o regulamento completo (versão ${version})`,
  foguetinho: 'Foguetinho',
  noSpins: 'Nenhum giro do Foguetinho neste evento.',
  spinLine: (n: number, min: number, max: number) => `nº ${n} (de ${min} a ${max})`,
  contas: 'Prestação de contas',
  contasLine: (version: number, at: string) => `Versão ${version}, publicada em ${at}`,
  contasPending: 'A prestação de contas é publicada pela organização depois do fim do evento.',
} as const;
