import { formatPhone } from '@bingo/core';
import type { Row, SheetData } from 'write-excel-file/browser';
import { bold, header, money } from '../reports';
import type { EventBuyers } from './api/event-buyers';

/** compradores.xlsx for the treasurer: one line per buyer of the event's approved purchases, and the totals. */
export function buyersSheet(buyers: EventBuyers): SheetData {
  const cards = buyers.reduce((sum, b) => sum + b.cards, 0);
  const total = buyers.reduce((sum, b) => sum + Math.round(b.total * 100), 0) / 100;
  return [
    header(['Nome', 'E-mail', 'Telefone', 'Cartelas', 'Total (R$)']),
    ...buyers.map((b): Row => [b.name, b.email, b.phone ? formatPhone(b.phone) : '', b.cards, money(b.total)]),
    [bold('Total'), null, null, bold(cards), bold(money(total))],
  ];
}

export const buyersColumns = [{ width: 36 }, { width: 36 }, { width: 18 }, { width: 10 }, { width: 16 }] as const;

/** 'Bingo de São João 2026' -> compradores-bingo-de-sao-joao-2026.xlsx */
export function buyersFileName(eventName: string): string {
  const slug = eventName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `compradores-${slug || 'evento'}.xlsx`;
}
