import type { ReactNode } from 'react';
import { EmptyState } from './EmptyState';
import { LoadFailed } from './LoadFailed';
import { LoadingState } from './LoadingState';

/** What a list needs of its query: the rows read (or why not), and a way to read them again. */
export interface ListQuery<T> {
  isPending: boolean;
  isError: boolean;
  data: T[] | undefined;
  refetch: () => unknown;
}

interface Props<T> {
  query: ListQuery<T>;
  loadingText?: string;
  loadFailed: string;
  empty: { icon: string; title: string; hint: ReactNode };
  /** Inside a card: the failure is spaced from its edges. */
  inset?: boolean;
  /** Outside a card (a grid of images): the empty state gets a frame of its own. */
  framed?: boolean;
  /** The table (or grid) of the rows read. */
  children: (rows: T[]) => ReactNode;
}

/** An admin list's four states, in one shape: loading, failed with "Tentar novamente", empty, the table. */
export function ListStates<T>({ query, loadingText, loadFailed, empty, inset, framed, children }: Props<T>) {
  if (query.isPending) return <LoadingState text={loadingText} />;
  if (query.isError || !query.data) return <LoadFailed text={loadFailed} inset={inset} onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) {
    const state = (
      <EmptyState icon={empty.icon} title={empty.title}>
        {empty.hint}
      </EmptyState>
    );
    return framed ? <div className="border rounded-3 bg-body-tertiary">{state}</div> : state;
  }
  return children(query.data);
}
