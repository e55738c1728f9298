import type { SheetData } from 'write-excel-file/browser';

/**
 * Builds the workbook and hands it to the browser's downloads. The library is loaded only here,
 * on the first export, so nobody downloads it just to look at the reports.
 */
export async function saveXlsx(data: SheetData, columns: readonly { width: number }[], fileName: string): Promise<void> {
  const { default: writeExcelFile } = await import('write-excel-file/browser');
  await writeExcelFile(data, { columns: [...columns], sheet: 'Relatório' }).toFile(fileName);
}
