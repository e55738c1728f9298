import type { SalesReport } from '@bingo/core';
import { type ReportFilter, useReport } from './use-report';

/** GET /reports/sales: the online sales summary. */
export const useSalesReport = (filter: ReportFilter) => useReport<SalesReport>('sales', filter);
