import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { reportTexts } from '../report-texts';

export const reportsKey = ['admin', 'reports'] as const;

/** The filters every report takes; undefined event means all events. */
export interface ReportFilter {
  event_id?: number | undefined;
}

/** One report, read when its tab is shown; 'Erro ao carregar relatórios' when it fails. */
export function useReport<T>(name: string, filter: ReportFilter, enabled = true) {
  return useQuery({
    queryKey: [...reportsKey, name, filter],
    queryFn: ({ signal }) => api.get<T>(`/reports/${name}`, { event_id: filter.event_id }, signal),
    enabled,
    meta: { errorMessage: reportTexts.loadFailed },
  });
}
