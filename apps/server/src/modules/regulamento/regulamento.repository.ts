import type { Regulamento } from '@bingo/core';
import { and, desc, eq, max } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { regulamentos } from '../../db/schema';

export type RegulamentoRow = typeof regulamentos.$inferSelect;
type Versions = Regulamento['versions'];

export function toRegulamentoDto(row: RegulamentoRow, eventName: string, versions: Versions): Regulamento {
  return {
    event_id: row.eventId,
    event_name: eventName,
    version: row.version,
    published_at: row.publishedAt.toISOString(),
    entidade: row.entidade,
    cnpj: row.cnpj,
    finalidade: row.finalidade,
    contato: row.contato,
    vendas_inicio: row.salesFrom,
    vendas_fim: row.salesTo,
    sorteio: row.sorteio,
    empate: row.empate,
    prazo_retirada: row.prazoRetirada,
    rounds: row.rounds,
    versions,
  };
}

/** The published versions of the events' regulamentos. Only inserts: a version is never edited (decisions.md §15). */
export class RegulamentoRepository {
  constructor(private readonly db: Db) {}

  /** The given version, or the latest when `version` is undefined. */
  async get(eventId: number, version?: number): Promise<RegulamentoRow | null> {
    const [row] = await this.db
      .select()
      .from(regulamentos)
      .where(
        version === undefined
          ? eq(regulamentos.eventId, eventId)
          : and(eq(regulamentos.eventId, eventId), eq(regulamentos.version, version)),
      )
      .orderBy(desc(regulamentos.version))
      .limit(1);
    return row ?? null;
  }

  async versions(eventId: number): Promise<Versions> {
    const rows = await this.db
      .select({ version: regulamentos.version, at: regulamentos.publishedAt })
      .from(regulamentos)
      .where(eq(regulamentos.eventId, eventId))
      .orderBy(desc(regulamentos.version));
    return rows.map((r) => ({ version: r.version, published_at: r.at.toISOString() }));
  }

  /** The number of the latest version, or null when the event has none. */
  async latestVersion(eventId: number): Promise<number | null> {
    const [row] = await this.db
      .select({ n: max(regulamentos.version) })
      .from(regulamentos)
      .where(eq(regulamentos.eventId, eventId));
    return row?.n ?? null;
  }

  async insert(values: typeof regulamentos.$inferInsert): Promise<RegulamentoRow> {
    const [row] = await this.db.insert(regulamentos).values(values).returning();
    return row!;
  }
}
