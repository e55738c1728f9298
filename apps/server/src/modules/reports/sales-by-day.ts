import { TIME_ZONE, type SalesByDayItem } from '@bingo/core';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { cards, events, physicalSales, purchases } from '../../db/schema';

interface Row {
  dia: string;
  online: number | string;
  fisicas: number | string;
}

/**
 * Cards sold per São Paulo day, online and physical (docs/decisions/017), in one read. Online cards are
 * an approved purchase's quantity on the day it was made, the day the Vendas tab gives it, so the
 * chart and that table agree. The days run from the first sale to the event's day, or to today
 * when the event is still ahead (or to the last sale, if later), zeros included: a chart that
 * skipped quiet days would draw a steady trend that was not there. Without an event every event
 * adds up, up to today.
 */
export async function salesByDay(db: Db, eventId: number | undefined): Promise<SalesByDayItem[]> {
  const zone = sql.raw(`'${TIME_ZONE}'`);
  const online = eventId === undefined ? sql`true` : sql`${purchases.eventId} = ${eventId}`;
  const physical = eventId === undefined ? sql`true` : sql`${cards.eventId} = ${eventId}`;
  const eventDay =
    eventId === undefined
      ? sql`null::date`
      : sql`(select (${events.startDate} at time zone ${zone})::date from ${events} where ${events.id} = ${eventId})`;
  const result = await db.execute(sql`
    with vendas as (
      select (${purchases.createdAt} at time zone ${zone})::date as dia, ${purchases.quantidade} as online, 0 as fisicas
        from ${purchases} where ${online} and ${purchases.status} = 'aprovado'
      union all
      select (${physicalSales.createdAt} at time zone ${zone})::date, 0, 1
        from ${physicalSales} join ${cards} on ${cards.id} = ${physicalSales.cardId} where ${physical}
    ),
    limites as (
      -- least() skips a null event day: without an event the days run up to today.
      select min(dia) as primeiro,
             greatest(max(dia), least(${eventDay}, (now() at time zone ${zone})::date)) as ultimo
        from vendas
    )
    select d::date::text as dia, coalesce(sum(v.online), 0)::int as online, coalesce(sum(v.fisicas), 0)::int as fisicas
      from limites
      cross join generate_series(limites.primeiro::timestamp, limites.ultimo::timestamp, interval '1 day') as d
      left join vendas v on v.dia = d::date
     group by d
     order by d`);
  return rowsOf<Row>(result).map((r) => ({ dia: r.dia, online: Number(r.online), fisicas: Number(r.fisicas) }));
}
