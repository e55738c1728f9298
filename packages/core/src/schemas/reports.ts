import { z } from 'zod';
import { isoDate } from './common';
import { PAYMENT_METHODS, PAYMENT_STATUSES } from './sponsors';

/**
 * Every report's optional filters. `from`/`to` are whole days in São Paulo time, both included,
 * applied to when the record was created. Sponsors belong to the organisation, not to an event,
 * so `event_id` narrows only the sales reports.
 */
export const reportQuery = z.object({
  event_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  from: isoDate().optional(),
  to: isoDate().optional(),
});
export type ReportQuery = z.infer<typeof reportQuery>;

export const sponsorReportItem = z.object({
  name: z.string(),
  amount: z.number(),
  payment_status: z.enum(PAYMENT_STATUSES),
  payment_method: z.enum(PAYMENT_METHODS).nullable(),
  payment_date: z.string().nullable(),
});
export const sponsorReport = z.object({
  totalRecebido: z.number(),
  totalPendente: z.number(),
  totalPatrocinadores: z.number().int(),
  lista: z.array(sponsorReportItem),
});
export type SponsorReport = z.infer<typeof sponsorReport>;

/** One line per number 1..75: its sponsors' names and how many sponsors took it. */
export const numbersReportItem = z.object({ numero: z.number().int(), patrocinador: z.string(), quantidade: z.number().int() });
export const numbersReport = z.array(numbersReportItem);
export type NumbersReportItem = z.infer<typeof numbersReportItem>;

/** Online sales totals (approved purchases); money in R$. */
const salesTotals = z.object({
  compras: z.number().int(),
  cartelas: z.number().int(),
  bruto: z.number(),
  descontos: z.number(),
  liquido: z.number(),
});
export const salesReport = salesTotals.extend({ por_dia: z.array(salesTotals.extend({ dia: z.string() })) });
export type SalesReport = z.infer<typeof salesReport>;

/** total_vendas is the R$ the affiliate brought in; quantidade_total the cards. */
export const affiliateReportItem = z.object({
  afiliado_id: z.number().int(),
  afiliado_nome: z.string(),
  total_vendas: z.number(),
  quantidade_total: z.number().int(),
});
export const affiliateReport = z.array(affiliateReportItem);
export type AffiliateReportItem = z.infer<typeof affiliateReportItem>;

export const physicalReportItem = z.object({ vendedor_nome: z.string(), lote: z.string(), quantidade_vendida: z.number().int() });
export const physicalReport = z.array(physicalReportItem);
export type PhysicalReportItem = z.infer<typeof physicalReportItem>;
