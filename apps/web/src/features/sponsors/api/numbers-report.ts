import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/client';
import { sponsorsKey } from './list-sponsors';

export const NUMBERS_REPORT_INTERVAL = 500;

export function getNumbersReport(eventId: number, signal?: AbortSignal) {
  return apiClient.GET('/api/admin/sponsors/numbers/report', { params: { query: { event_id: eventId } }, signal });
}

/**
 * The event's Mapa de Números, polled every 500 ms (spec §9). The server answers with an ETag and
 * `no-cache`, so the browser revalidates each poll and gets a bodiless 304 while nothing changed.
 */
export function useNumbersReport(eventId: number) {
  return useQuery({
    queryKey: [...sponsorsKey, 'numbers-report', eventId],
    queryFn: ({ signal }) => getNumbersReport(eventId, signal),
    refetchInterval: NUMBERS_REPORT_INTERVAL,
    staleTime: 0,
    retry: false,
    // The card shows 'Erro ao carregar relatório de números' itself, rather than a toast every poll.
    meta: { silent: true },
  });
}
