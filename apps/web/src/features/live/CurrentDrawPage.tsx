import { useQuery } from '@tanstack/react-query';
import { Link, Navigate } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { LoadingState } from '../../components/LoadingState';
import { activeEventQuery, isFollowable } from '../../lib/active-event';
import { linkTo, paths } from '../../lib/paths';
import { texts } from '../../lib/texts';
import { liveTexts } from './live-texts';

/**
 * /sorteio, signed in or out (docs/decisions/028): opens the follow page of the event running now
 * (else the next one), the address a poster or a shared message can carry without an event id.
 */
export function CurrentDrawPage() {
  const active = useQuery({ ...activeEventQuery, staleTime: 0 });
  if (active.isPending) return <LoadingState text={liveTexts.loading} />;
  const event = active.data;
  if (event && isFollowable(event)) return <Navigate to={linkTo.verificacao(event.id)} replace />;
  return (
    <div className="border rounded-3">
      <EmptyState icon="broadcast" title={active.isError ? texts.currentDrawFailed : texts.noActiveDraw}>
        <Link to={paths.comprar} className="btn btn-primary">
          Comprar cartelas
        </Link>
      </EmptyState>
    </div>
  );
}
