import type { NumbersReportItem } from '@bingo/core';
import { type ReportFilter, useReport } from './use-report';

/** GET /reports/numbers: the Números tab. */
export const useNumbersReport = (filter: ReportFilter) => useReport<NumbersReportItem[]>('numbers', filter);
