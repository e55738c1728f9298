import { type ReportFilter, useReport } from './use-report';

/** GET /reports/affiliate: 'Por Afiliado' (approved purchases only). */
export const useAffiliateReport = (filter: ReportFilter) => useReport('affiliate', filter);
