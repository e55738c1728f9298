import { type ReportFilter, useReport } from './use-report';

/** GET /reports/physical: 'Por Vendedor Físico'. */
export const usePhysicalReport = (filter: ReportFilter) => useReport('physical', filter);
