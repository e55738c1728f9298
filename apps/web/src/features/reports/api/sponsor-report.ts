import type { SponsorReport } from '@bingo/core';
import { type ReportFilter, useReport } from './use-report';

/** GET /reports/sponsors: the Financeiro tab. */
export const useSponsorReport = (filter: ReportFilter) => useReport<SponsorReport>('sponsors', filter);
