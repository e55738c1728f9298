/** pt-BR presentation helpers, used by both ends so the API's e-mails and the web agree. */
export const TIME_ZONE = 'America/Sao_Paulo';

/**
 * Formatters are made on first use: making one loads pt-BR locale and time-zone data, tens of
 * milliseconds on a slow phone, which every screen importing a module that made one paid while
 * starting even when it showed no date. Also for the web app's own formatters.
 */
export function onFirstUse<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

const money = onFirstUse(() => new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }));
const wholeMoney = onFirstUse(() => new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL', maximumFractionDigits: 0 }));
const integer = onFirstUse(() => new Intl.NumberFormat('pt-BR'));
const dateFmt = onFirstUse(() => new Intl.DateTimeFormat('pt-BR', { timeZone: TIME_ZONE, dateStyle: 'short' }));
const dateTimeFmt = onFirstUse(() => new Intl.DateTimeFormat('pt-BR', { timeZone: TIME_ZONE, dateStyle: 'short', timeStyle: 'short' }));

/** 12340.9 -> 'R$ 12.340': whole reais, rounded down, for figures read from across a hall (the goal's thermometer). */
export function formatMoneyWhole(value: number): string {
  return wholeMoney()
    .format(Math.floor(Number.isFinite(value) ? value : 0))
    .replace(/\u00a0/g, ' ');
}

/** 1234.5 -> 'R$ 1.234,50' (Intl puts a no-break space after R$; we use a plain one). */
export function formatMoney(value: number | string | null | undefined): string {
  const n = typeof value === 'string' ? Number(value) : (value ?? 0);
  return money()
    .format(Number.isFinite(n) ? n : 0)
    .replace(/\u00a0/g, ' ');
}

/** 12345 -> '12.345' (counts of cards, sales...). */
export function formatCount(value: number): string {
  return integer().format(value);
}

function toDate(value: string | number | Date): Date {
  // A bare 'YYYY-MM-DD' is a calendar date: show that day, not the UTC midnight of it.
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    return new Date(`${value}T12:00:00Z`);
  }
  return value instanceof Date ? value : new Date(value);
}

export function formatDate(value: string | number | Date | null | undefined): string {
  // '' needs no case of its own: new Date('') is an invalid date, shown as '-' below.
  if (value === null || value === undefined) return '-';
  const d = toDate(value);
  return Number.isNaN(d.getTime()) ? '-' : dateFmt().format(d);
}

export function formatDateTime(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined) return '-';
  const d = toDate(value);
  return Number.isNaN(d.getTime()) ? '-' : dateTimeFmt().format(d);
}

export function onlyDigits(value: string | null | undefined): string {
  return (value ?? '').replace(/\D/g, '');
}

/** '12345678901' -> '123.456.789-01'; anything else is returned as typed. */
export function formatCpf(value: string | null | undefined): string {
  const d = onlyDigits(value);
  return d.length === 11 ? d.replace(/(\d{3})(\d{3})(\d{3})(\d{2})/, '$1.$2.$3-$4') : (value ?? '');
}

/** '11987654321' -> '(11) 98765-4321'; 10 digits -> '(11) 8765-4321'. */
export function formatPhone(value: string | null | undefined): string {
  const d = onlyDigits(value);
  if (d.length === 11) return d.replace(/(\d{2})(\d{5})(\d{4})/, '($1) $2-$3');
  if (d.length === 10) return d.replace(/(\d{2})(\d{4})(\d{4})/, '($1) $2-$3');
  return value ?? '';
}

// Particles that are not a surname's initial: "Maria da Silva" is "Maria S.", not "Maria D.".
const NAME_PARTICLES = new Set(['da', 'das', 'de', 'do', 'dos', 'e']);

/**
 * A name as the hall and the public may see it: the first name and the last surname's initial
 * ("Maria da Silva Santos" is "Maria S."); a single name stays as it is; none is null.
 */
export function publicName(fullName: string | null | undefined): string | null {
  const words = (fullName ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return null;
  const first = words[0]!;
  const last = words
    .slice(1)
    .reverse()
    .find((w) => !NAME_PARTICLES.has(w.toLowerCase()));
  return last ? `${first} ${last[0]!.toLocaleUpperCase('pt-BR')}.` : first;
}

const clockFmt = onFirstUse(() => new Intl.DateTimeFormat('pt-BR', { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit' }));

/** '20:31', in Brazil's time zone (who holds a round's control, and since when). */
export function formatClock(value: string | number | Date): string {
  return clockFmt().format(toDate(value));
}
