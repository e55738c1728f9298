import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';

/**
 * Verifies every stored card in SQL (decisions.md §7): 25 numbers in their column ranges, each
 * column ascending, no number set twice within an event, valid EAN-13 barcodes.
 */
export async function checkAllCards(db: Db) {
  const result = await db.execute(sql`
    select
      count(*)::int as total,
      count(*) filter (where status = 'física')::int as physical,
      count(*) filter (where status = 'digital')::int as digital,
      count(*) filter (where cardinality(numbers) <> 25 or exists (
        select 1 from generate_series(1, 25) i
        where numbers[i] is null
           or numbers[i] < ((i - 1) / 5) * 15 + 1
           or numbers[i] > ((i - 1) / 5) * 15 + 15
           or ((i - 1) % 5 > 0 and numbers[i] <= numbers[i - 1])
      ))::int as invalid_numbers,
      count(*) filter (where barcode is not null and (
        case when barcode ~ '^[0-9]{13}$' then
          (10 - (select sum(substr(barcode, i, 1)::int * case when i % 2 = 1 then 1 else 3 end) from generate_series(1, 12) i) % 10) % 10
            <> substr(barcode, 13, 1)::int
        else true end
      ))::int as invalid_barcodes,
      (select count(*)::int from (select 1 from cards group by event_id, numbers_key having count(*) > 1) d) as duplicates
    from cards`);
  const [row] = rowsOf<{
    total: number;
    physical: number;
    digital: number;
    invalid_numbers: number;
    invalid_barcodes: number;
    duplicates: number;
  }>(result);
  const report = {
    total: Number(row?.total ?? 0),
    physical: Number(row?.physical ?? 0),
    digital: Number(row?.digital ?? 0),
    invalid_numbers: Number(row?.invalid_numbers ?? 0),
    duplicates: Number(row?.duplicates ?? 0),
    invalid_barcodes: Number(row?.invalid_barcodes ?? 0),
  };
  return { ...report, ok: report.invalid_numbers === 0 && report.duplicates === 0 && report.invalid_barcodes === 0 };
}
