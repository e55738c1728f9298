import { useParams } from 'react-router';
import { BingoBoard } from '../../components/bingo/BingoBoard';
import { EmptyState } from '../../components/EmptyState';
import { LoadingState } from '../../components/LoadingState';
import { PageHeader } from '../../components/PageHeader';
import { useLiveState } from './api/use-live-state';
import { ConnectionBadge } from './components/ConnectionBadge';
import { LiveDrawSummary } from './components/LiveDrawSummary';
import { MyCardsSection } from './components/MyCardsSection';
import { livePhase, parseEventId } from './live-phase';
import { liveTexts } from './live-texts';
import './live.css';

/** /verificacao/{eventId}: a buyer follows the draw on their phone, with their own cards marked. */
export function VerificationPage() {
  const eventId = parseEventId(useParams().eventId);
  if (eventId === null) return <EmptyState icon="question-circle" title={liveTexts.invalidEvent} />;
  return <VerificationScreen eventId={eventId} />;
}

function VerificationScreen({ eventId }: { eventId: number }) {
  const { state, connection, error } = useLiveState(eventId);
  const phase = livePhase(state);
  if (!state) {
    return error ? <EmptyState icon="exclamation-circle" title={error.message} /> : <LoadingState text={liveTexts.loading} />;
  }
  return (
    <div className="live-verification">
      <PageHeader title={state.event.name} actions={<ConnectionBadge connection={connection} />} />
      {phase === 'running' ? (
        <div className="d-grid gap-4">
          <LiveDrawSummary state={state} />
          <section aria-label="Números sorteados">
            <BingoBoard drawn={state.drawn} last={state.last_number} />
          </section>
          <MyCardsSection eventId={eventId} drawn={state.drawn} />
        </div>
      ) : (
        <div className="border rounded-3 bg-body-tertiary" role="status">
          <EmptyState
            icon={phase === 'finished' ? 'trophy' : 'hourglass-split'}
            title={phase === 'finished' ? liveTexts.finished : liveTexts.waiting}
          />
        </div>
      )}
    </div>
  );
}
