import { type ReportFilter, useReport } from './use-report';

/** GET /reports/sellers: the Acerto de Vendedores tab. */
export const useSellerSettlement = (filter: ReportFilter) => useReport('sellers', filter);
