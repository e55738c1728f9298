import { BingoBoard } from '../../../components/bingo/BingoBoard';
import { EmptyState } from '../../../components/EmptyState';
import { LoadingState } from '../../../components/LoadingState';
import { PageHeader } from '../../../components/PageHeader';
import { useLiveState } from '../api/use-live-state';
import { livePhase } from '../live-phase';
import { liveTexts } from '../live-texts';
import { ConnectionBadge } from './ConnectionBadge';
import { GoalThermometer } from './GoalThermometer';
import { LiveDrawSummary } from './LiveDrawSummary';
import { VisitorInvite } from './VisitorInvite';

/**
 * /verificacao/{id} for a visitor without an account (docs/decisions/028): the event, the last
 * ball and the board the telão shows, and the way in. Cards, wins and alerts are an account's.
 */
export function VisitorFollow({ eventId }: { eventId: number }) {
  const { state, connection, error } = useLiveState(eventId);
  const phase = livePhase(state);
  if (!state) {
    return error ? <EmptyState icon="exclamation-circle" title={error.message} /> : <LoadingState text={liveTexts.loading} />;
  }
  return (
    <div className="live-verification">
      <PageHeader title={state.event.name} actions={<ConnectionBadge connection={connection} />} />
      <div className="d-grid gap-4">
        {phase === 'running' && <LiveDrawSummary state={state} />}
        {phase !== 'running' && (
          <div className="border rounded-3" role="status">
            <EmptyState
              icon={phase === 'finished' ? 'trophy' : 'hourglass-split'}
              title={phase === 'finished' ? liveTexts.finished : liveTexts.waiting}
            />
          </div>
        )}
        <VisitorInvite eventId={eventId} />
        {state.goal && <GoalThermometer goal={state.goal} size="phone" />}
        {phase === 'running' && (
          <section aria-label="Números sorteados">
            <BingoBoard drawn={state.drawn} last={state.last_number} />
          </section>
        )}
      </div>
    </div>
  );
}
