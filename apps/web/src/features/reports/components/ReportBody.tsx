import type { ReactNode } from 'react';
import { Alert } from 'react-bootstrap';
import { LoadingState } from '../../../components/LoadingState';
import { reportTexts } from '../report-texts';

interface Props<T> {
  query: { data: T | undefined; isPending: boolean; isError: boolean };
  children: (data: T) => ReactNode;
}

/** A report's loading, failure ('Erro ao carregar relatórios') and loaded states. */
export function ReportBody<T>({ query, children }: Props<T>) {
  if (query.isError) return <Alert variant="danger">{reportTexts.loadFailed}</Alert>;
  if (query.isPending || query.data === undefined) return <LoadingState />;
  return <>{children(query.data)}</>;
}
