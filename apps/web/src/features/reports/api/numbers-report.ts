import { type ReportFilter, useReport } from './use-report';

/** GET /reports/numbers: the Números tab. */
export const useNumbersReport = (filter: ReportFilter) => useReport('numbers', filter);
