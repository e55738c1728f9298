import type { Cell, CellObject, Row } from 'write-excel-file/browser';

/** Excel's own currency format for pt-BR: the cell keeps a real number, shown as R$ 1.234,56. */
export const BRL_FORMAT = '[$R$-416] #,##0.00';

export const header = (titles: string[]): Row => titles.map((value) => ({ value, fontWeight: 'bold' as const }));
export const money = (value: number): CellObject => ({ value, type: Number, format: BRL_FORMAT });
export const bold = (cell: CellObject | string | number): CellObject =>
  typeof cell === 'object' ? { ...cell, fontWeight: 'bold' } : { value: cell, fontWeight: 'bold' };
/** 'YYYY-MM-DD' as a date cell (no time, no time-zone shift), blank when none. */
export const day = (iso: string | null): Cell =>
  iso ? { value: new Date(`${iso.slice(0, 10)}T00:00:00Z`), type: Date, format: 'dd/mm/yyyy' } : null;
