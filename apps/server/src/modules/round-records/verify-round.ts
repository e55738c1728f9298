import { describeProblem } from '@bingo/core';
import type { Database } from '../../db/client';
import { RoundRecordsService } from './round-records.service';

/**
 * The server-side check of a round's record (npm run verify-round -- {id}): the same shared code
 * as the page's "Verificar", run on what the database holds. Lines to print, and whether it held.
 */
export async function verifyRoundReport(database: Database, roundId: number): Promise<{ ok: boolean; lines: string[] }> {
  const service = new RoundRecordsService(database);
  const { round, event_name } = await service.record(roundId);
  const title = `Rodada ${round.number} (id ${round.id}) de ${event_name}: ${round.prize}`;
  const result = await service.verify(roundId);
  if (result.empty && round.status === 'not_started')
    return { ok: true, lines: [title, 'Esta rodada ainda não começou: não há registro.'] };
  if (result.empty) return { ok: true, lines: [title, 'Esta rodada é anterior ao registro público: não há o que verificar.'] };
  if (result.ok) {
    return {
      ok: true,
      lines: [title, `Registro íntegro: ${result.entries} registros, cadeia e cartelas conferem.`, `Hash final: ${result.head}`],
    };
  }
  return { ok: false, lines: [title, `Registro ADULTERADO. ${describeProblem(result.first!)}`] };
}
