import { type ReportFilter, useReport } from './use-report';

/** GET /reports/summary: the Resumo do Evento tab. */
export const useEventSummary = (filter: ReportFilter) => useReport('summary', filter);
