import { useQuery } from '@tanstack/react-query';
import { apiClient, type ApiPath, type ResponseOf } from '../../../lib/api/client';
import { reportTexts } from '../report-texts';

export const reportsKey = ['admin', 'reports'] as const;

/** The filters every report takes; undefined event means all events. */
export interface ReportFilter {
  event_id?: number | undefined;
}

/** 'sales', 'numbers', ...: every GET /api/reports/{name} the server has. */
export type ReportName = Extract<ApiPath<'get'>, `/api/reports/${string}`> extends `/api/reports/${infer N}` ? N : never;
export type ReportOf<N extends ReportName> = ResponseOf<`/api/reports/${N}`, 'get'>;

/** One report, read when its tab is shown; 'Erro ao carregar relatórios' when it fails. */
export function useReport<N extends ReportName>(name: N, filter: ReportFilter, enabled = true) {
  const path: `/api/reports/${ReportName}` = `/api/reports/${name}`;
  return useQuery({
    queryKey: [...reportsKey, name, filter],
    queryFn: ({ signal }) => apiClient.GET(path, { params: { query: { event_id: filter.event_id } }, signal }) as Promise<ReportOf<N>>,
    enabled,
    meta: { errorMessage: reportTexts.loadFailed },
  });
}
