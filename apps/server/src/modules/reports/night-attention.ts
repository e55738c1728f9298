import { TIME_ZONE, type NightAttention } from '@bingo/core';
import { and, asc, inArray, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { cardCodeFailures, cards, events, purchases, regulamentos, rounds } from '../../db/schema';
import { CARD_WRONG_CODES_LIMIT } from '../cards';

interface Row {
  compras_hoje: number | string;
  valor_hoje: number | string | null;
  pagamentos_pendentes: number | string;
  compras_em_revisao: number | string;
  compras_estornadas: number | string;
  compras_contestadas: number | string;
  rodadas_presas: number | string;
  cartelas_bloqueadas: number | string;
}

/**
 * The counts the organiser's home turns into alerts, in one read. "Today" is the day
 * in Brazil, not the server's: a purchase at 22h in São Paulo is still today's there. Without an
 * event every event adds up, as in the other reports. Paper cards locked for claims after too many
 * wrong check codes are counted so the organiser can free them (docs/decisions/018).
 */
export async function nightAttention(db: Db, eventId: number | undefined): Promise<NightAttention> {
  const ofEvent = eventId === undefined ? sql`true` : sql`${purchases.eventId} = ${eventId}`;
  const roundOfEvent = eventId === undefined ? sql`true` : sql`${rounds.eventId} = ${eventId}`;
  const cardOfEvent = eventId === undefined ? sql`true` : sql`${cards.eventId} = ${eventId}`;
  const today = sql`(${purchases.createdAt} at time zone ${TIME_ZONE})::date = (now() at time zone ${TIME_ZONE})::date`;
  const [row] = rowsOf<Row>(
    await db.execute(sql`
      select
        (select count(*) from ${purchases} where ${ofEvent} and ${purchases.status} = 'aprovado' and ${today}) as compras_hoje,
        (select coalesce(sum(${purchases.total}), 0) from ${purchases}
          where ${ofEvent} and ${purchases.status} = 'aprovado' and ${today}) as valor_hoje,
        (select count(*) from ${purchases} where ${ofEvent} and ${purchases.status} = 'pendente') as pagamentos_pendentes,
        (select count(*) from ${purchases}
          where ${ofEvent} and ${purchases.reviewReason} is not null and ${purchases.status} <> 'aprovado') as compras_em_revisao,
        (select count(*) from ${purchases} where ${ofEvent} and ${purchases.status} = 'estornado') as compras_estornadas,
        (select count(*) from ${purchases} where ${ofEvent} and ${purchases.status} = 'contestado') as compras_contestadas,
        (select count(*) from ${rounds} join ${events} on ${events.id} = ${rounds.eventId}
          where ${roundOfEvent} and ${rounds.status} = 'in_progress' and ${events.status} = 'finalizado') as rodadas_presas,
        (select count(*) from ${cardCodeFailures} join ${cards} on ${cards.id} = ${cardCodeFailures.cardId}
          where ${cardOfEvent} and ${cardCodeFailures.failures} >= ${CARD_WRONG_CODES_LIMIT}) as cartelas_bloqueadas
    `),
  );
  return {
    eventos_sem_regulamento: await onSaleWithoutRegulamento(db),
    compras_hoje: Number(row!.compras_hoje),
    valor_hoje: Number(row!.valor_hoje ?? 0),
    pagamentos_pendentes: Number(row!.pagamentos_pendentes),
    compras_em_revisao: Number(row!.compras_em_revisao),
    compras_estornadas: Number(row!.compras_estornadas),
    compras_contestadas: Number(row!.compras_contestadas),
    rodadas_presas: Number(row!.rodadas_presas),
    cartelas_bloqueadas: Number(row!.cartelas_bloqueadas),
  };
}

/**
 * Events on sale (scheduled or em_andamento) with no regulamento published (decisions.md §15).
 * Every one, whatever event the home looks at: the rules are set up before that event's night.
 */
function onSaleWithoutRegulamento(db: Db): Promise<{ id: number; name: string }[]> {
  return db
    .select({ id: events.id, name: events.name })
    .from(events)
    .where(
      and(
        inArray(events.status, ['scheduled', 'em_andamento']),
        notExists(
          db
            .select({ one: sql`1` })
            .from(regulamentos)
            .where(sql`${regulamentos.eventId} = ${events.id}`),
        ),
      ),
    )
    .orderBy(asc(events.startDate), asc(events.id));
}
