import { generatePath } from 'react-router';

/** Every route path of spec §2, as patterns for the router and builders for links. */
export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  perfil: '/perfil',
  resetPassword: '/reset-password',
  comprar: '/comprar',
  dashboard: '/dashboard',
  minhasCartelas: '/minhas-cartelas',
  minhasCompras: '/minhas-compras',
  verificacao: '/verificacao/:eventId',
  /** The running event's Sorteio, for anyone (docs/decisions/028). */
  sorteio: '/sorteio',
  sucesso: '/sucesso',
  falha: '/falha',
  pendente: '/pendente',
  /** The public record of a round (docs/decisions/015): no login. */
  registroRodada: '/rodada/:roundId/registro',
  /** The event's regulamento (decisions.md §15): no login; `?versao=N` an older version. */
  regulamento: '/evento/:eventId/regulamento',
  /** The event's prestação de contas (decisions.md §15): no login; `?versao=N` an older version. */
  contas: '/evento/:eventId/contas',
  /** The event's public page (decisions.md §15): rounds, winners, regulamento, Foguetinho, accounts; no login. */
  evento: '/evento/:eventId',
  vendedor: '/vendedor',
  vendedorVender: '/vendedor/vender',
  admin: {
    /** The organiser's home, where an admin lands after login. */
    home: '/admin',
    eventos: '/admin/eventos',
    rodadas: '/admin/eventos/:eventoId/rodadas',
    rodada: '/admin/eventos/:eventoId/rodadas/:rodadaId',
    regulamento: '/admin/eventos/:eventoId/regulamento',
    contas: '/admin/eventos/:eventoId/contas',
    sorteio: '/admin/eventos/:eventoId/rodadas/:rodadaId/sorteio',
    telao: '/admin/telao/:eventId',
    patrocinadores: '/admin/patrocinadores',
    foguetinho: '/admin/foguetinho',
    cartelas: '/admin/cartelas',
    cartelasFisicas: '/admin/cartelas/fisicas',
    cupons: '/admin/cupons',
    compras: '/admin/compras',
    imagens: '/admin/imagens',
    usuarios: '/admin/usuarios',
    relatoriosVendas: '/admin/relatorios/vendas',
  },
} as const;

type Id = number | string;

export const linkTo = {
  verificacao: (eventId: Id) => generatePath(paths.verificacao, { eventId: String(eventId) }),
  /** /comprar with the event picked (decisions.md §6): the page falls back to the active one if it no longer sells. */
  comprarEvento: (eventId: Id) => `${paths.comprar}?evento=${encodeURIComponent(String(eventId))}`,
  rodadas: (eventoId: Id) => generatePath(paths.admin.rodadas, { eventoId: String(eventoId) }),
  rodada: (eventoId: Id, rodadaId: Id) => generatePath(paths.admin.rodada, { eventoId: String(eventoId), rodadaId: String(rodadaId) }),
  sorteio: (eventoId: Id, rodadaId: Id) => generatePath(paths.admin.sorteio, { eventoId: String(eventoId), rodadaId: String(rodadaId) }),
  telao: (eventId: Id) => generatePath(paths.admin.telao, { eventId: String(eventId) }),
  registroRodada: (roundId: Id) => generatePath(paths.registroRodada, { roundId: String(roundId) }),
  regulamento: (eventId: Id, version?: number) =>
    generatePath(paths.regulamento, { eventId: String(eventId) }) + (version === undefined ? '' : `?versao=${version}`),
  evento: (eventId: Id) => generatePath(paths.evento, { eventId: String(eventId) }),
  regulamentoAdmin: (eventoId: Id) => generatePath(paths.admin.regulamento, { eventoId: String(eventoId) }),
  contas: (eventId: Id, version?: number) =>
    generatePath(paths.contas, { eventId: String(eventId) }) + (version === undefined ? '' : `?versao=${version}`),
  contasAdmin: (eventoId: Id) => generatePath(paths.admin.contas, { eventoId: String(eventoId) }),
  /** Minhas Cartelas opening "Adicionar cartela de papel" with this barcode typed (docs/decisions/018); the check code stays for the holder to type. */
  adicionarCartela: (barcode: string) => `${paths.minhasCartelas}?adicionar=${encodeURIComponent(barcode)}`,
};

/**
 * Where login returns to: the page that asked for it, when it is a path of this app (never another
 * site, never the login page again).
 */
export function returnPath(from: unknown): string | null {
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return null;
  if (from === paths.login || from.startsWith(`${paths.login}?`)) return null;
  return from;
}
