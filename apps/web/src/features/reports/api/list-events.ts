import type { BingoEvent } from '@bingo/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { reportTexts } from '../report-texts';

/** GET /events, for the event selector. */
export function useReportEvents() {
  return useQuery({
    queryKey: ['events', 'list'],
    queryFn: ({ signal }) => api.get<BingoEvent[]>('/events', undefined, signal),
    meta: { errorMessage: reportTexts.loadFailed },
  });
}
