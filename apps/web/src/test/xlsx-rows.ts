import { strFromU8, unzipSync } from 'fflate';
import type { SheetData } from 'write-excel-file/browser';
import writeExcelFile from 'write-excel-file/universal';

/**
 * The first sheet of an .xlsx file as rows of values (shared strings resolved, numbers as
 * numbers, empty cells null), and the styles part: what a spreadsheet program would show, read
 * back without one. For the workbook tests and the e2e downloads.
 */
export function xlsxRows(bytes: Uint8Array): { rows: (string | number | null)[][]; styles: string } {
  const files = unzipSync(bytes);
  const xml = (name: string) => (files[name] ? strFromU8(files[name]) : '');
  const shared = [...xml('xl/sharedStrings.xml').matchAll(/<si>(.*?)<\/si>/gs)].map((m) =>
    [...m[1]!.matchAll(/<t[^>]*>([^<]*)<\/t>/g)].map((t) => unescapeXml(t[1]!)).join(''),
  );
  // Empty cells are left out of the XML: each value goes to its column letter's place.
  const rows = [...xml('xl/worksheets/sheet1.xml').matchAll(/<row [^>]*?(?:\/>|>(.*?)<\/row>)/gs)].map((row) => {
    const cells: (string | number | null)[] = [];
    for (const [, column, attrs, v] of (row[1] ?? '').matchAll(/<c r="([A-Z])\d+"([^>]*?)(?:\/>|>(?:<v>([^<]*)<\/v>)?<\/c>)/g)) {
      const at = column!.charCodeAt(0) - 65;
      while (cells.length < at) cells.push(null);
      cells[at] = v === undefined ? null : /t="s"/.test(attrs!) ? shared[Number(v)]! : Number(v);
    }
    return cells;
  });
  return { rows, styles: xml('xl/styles.xml') };
}

const unescapeXml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/** Writes a workbook as the browser would and reads its first sheet back. */
export async function writtenRows(data: SheetData) {
  const blob = await writeExcelFile(data).toBlob();
  return xlsxRows(new Uint8Array(await blob.arrayBuffer()));
}
