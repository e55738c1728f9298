import { type ReportFilter, useReport } from './use-report';

/** GET /reports/sales-by-day: cards sold per day, online and physical, for the charts. */
export const useSalesByDay = (filter: ReportFilter) => useReport('sales-by-day', filter);
