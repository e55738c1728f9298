import { type ReportFilter, useReport } from './use-report';

/** GET /reports/sponsors: the Financeiro tab. */
export const useSponsorReport = (filter: ReportFilter) => useReport('sponsors', filter);
