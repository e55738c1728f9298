/** How often the home asks again for the figures the live stream does not carry (money, alerts). */
export const HOME_REFRESH_MS = 15_000;

/** The organiser's home's pt-BR texts. */
export const homeTexts = {
  title: 'Início',
  subtitle: 'A noite num relance: cartelas, dinheiro e o que pede atenção.',
  noEvent: 'Nenhum evento cadastrado ainda.',
  createEvent: 'Criar evento',
  loadFailed: 'Não foi possível carregar os números da noite.',
  allClear: 'Nada pede atenção agora.',
  review: (n: number) =>
    n === 1 ? '1 compra em revisão: o valor pago não confere.' : `${n} compras em revisão: o valor pago não confere.`,
  disputed: (n: number) =>
    n === 1
      ? '1 compra contestada pelo titular do cartão: as cartelas saíram do jogo.'
      : `${n} compras contestadas pelo titular do cartão: as cartelas saíram do jogo.`,
  refunded: (n: number) =>
    n === 1 ? '1 compra estornada: as cartelas saíram do jogo.' : `${n} compras estornadas: as cartelas saíram do jogo.`,
  pending: (n: number) => (n === 1 ? '1 pagamento pendente.' : `${n} pagamentos pendentes.`),
  sellers: (n: number, total: string) => (n === 1 ? `1 vendedor com ${total} a acertar.` : `${n} vendedores com ${total} a acertar.`),
  /** docs/decisions/018: paper cards no one can add to a phone until the organiser frees them. */
  lockedCards: (n: number) =>
    n === 1
      ? '1 cartela de papel bloqueada por códigos de verificação errados.'
      : `${n} cartelas de papel bloqueadas por códigos de verificação errados.`,
  /** decisions.md §15: buyers must accept the event's regulamento, so an event on sale needs one. */
  noRegulamento: (event: string) => `${event}: à venda sem regulamento publicado.`,
  stuck: (n: number) =>
    n === 1 ? '1 rodada ficou em andamento num evento finalizado.' : `${n} rodadas ficaram em andamento em eventos finalizados.`,
} as const;
