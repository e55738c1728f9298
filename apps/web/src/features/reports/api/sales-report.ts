import { type ReportFilter, useReport } from './use-report';

/** GET /reports/sales: the online sales summary. */
export const useSalesReport = (filter: ReportFilter) => useReport('sales', filter);
