import type { ReactNode } from 'react';
import { Alert } from 'react-bootstrap';
import { EmptyState } from '../../../components/EmptyState';
import { LoadingState } from '../../../components/LoadingState';
import { errorText } from '../../../lib/api-error';
import { drawTexts } from '../draw-texts';

interface Props {
  isPending: boolean;
  error: unknown;
  count: number;
  empty: string;
  children: ReactNode;
}

/** Loading, failure and empty for every results tab, so each tab only says what it lists. */
export function ResultsState({ isPending, error, count, empty, children }: Props) {
  if (isPending) return <LoadingState text={drawTexts.loading} />;
  if (error) {
    return (
      <Alert variant="danger" className="m-3">
        {errorText(error, drawTexts.resultsFailed)}
      </Alert>
    );
  }
  if (count === 0) return <EmptyState icon="trophy" title={empty} />;
  return <>{children}</>;
}
