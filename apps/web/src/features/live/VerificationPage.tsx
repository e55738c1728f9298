import { useEffect, useMemo, useRef } from 'react';
import { useParams } from 'react-router';
import { BingoBoard } from '../../components/bingo/BingoBoard';
import { EmptyState } from '../../components/EmptyState';
import { LoadingState } from '../../components/LoadingState';
import { PageHeader } from '../../components/PageHeader';
import { ShareEvent } from '../../components/ShareEvent';
import { useMyEventCards } from './api/get-my-event-cards';
import { useLastFinishedRound } from './api/use-last-finished-round';
import { useLiveState } from './api/use-live-state';
import { playingCards, rankCards } from './card-progress';
import { CardAlertBanner } from './components/CardAlertBanner';
import { LiveStickyBar } from './components/LiveStickyBar';
import { ConnectionBadge } from './components/ConnectionBadge';
import { EventSwitcher } from './components/EventSwitcher';
import { GoalThermometer } from './components/GoalThermometer';
import { LiveDrawSummary } from './components/LiveDrawSummary';
import { MyCardsSection } from './components/MyCardsSection';
import { MyWins } from './components/MyWins';
import { RoundRecordLink } from './components/RoundRecordLink';
import { livePhase, parseEventId } from './live-phase';
import { liveTexts } from './live-texts';
import { useAlertsMuted, useCardAlerts } from './use-card-alerts';
import { useCurrentUser } from '../../lib/session';
import { VisitorFollow } from './components/VisitorFollow';
import './live.css';

/**
 * /verificacao/{eventId}: a buyer follows the draw on their phone, with their own cards marked; a
 * visitor without an account (the telão's QR) sees the board and the way in (docs/decisions/028).
 */
export function VerificationPage() {
  const eventId = parseEventId(useParams().eventId);
  const user = useCurrentUser();
  if (eventId === null) return <EmptyState icon="question-circle" title={liveTexts.invalidEvent} />;
  if (!user) return <VisitorFollow key={eventId} eventId={eventId} />;
  // Keyed: moving to another event (EventSwitcher) starts its live state and alerts afresh.
  return <VerificationScreen key={eventId} eventId={eventId} />;
}

function VerificationScreen({ eventId }: { eventId: number }) {
  const { state, connection, error } = useLiveState(eventId);
  const phase = livePhase(state);
  const cards = useMyEventCards(eventId);
  const drawn = state?.drawn;
  const drawnSet = useMemo(() => new Set(drawn ?? []), [drawn]);
  const roundId = state?.round?.id;
  const ranked = useMemo(() => (cards.data ? rankCards(cards.data, drawnSet, roundId) : undefined), [cards.data, drawnSet, roundId]);
  const playing = useMemo(() => (ranked ? playingCards(ranked) : undefined), [ranked]);
  const [muted, setMuted] = useAlertsMuted();
  // Rows ring only while the round's quina is played (decisions.md §14).
  const quinaOpen = state?.round?.stages.some((s) => s.kind === 'quina' && !s.won) ?? false;
  const { alert, dismiss } = useCardAlerts(roundId, playing, muted, quinaOpen);
  // A round just finished: its winners are in the cards' won rounds now, not in a minute's poll.
  const wasRunning = useRef(false);
  const { refetch } = cards;
  useEffect(() => {
    if (wasRunning.current && phase !== 'running') void refetch();
    wasRunning.current = phase === 'running';
  }, [phase, refetch]);
  const lastFinished = useLastFinishedRound(eventId, state !== null && phase !== 'running', state?.version ?? 0);
  if (!state) {
    return error ? <EmptyState icon="exclamation-circle" title={error.message} /> : <LoadingState text={liveTexts.loading} />;
  }
  return (
    <div className="live-verification">
      <PageHeader title={state.event.name} actions={<ConnectionBadge connection={connection} />} />
      <EventSwitcher current={state.event} />
      {phase === 'running' ? (
        <div className="d-grid gap-4">
          <div className="live-sticky-wrap">
            <LiveStickyBar state={state} best={playing?.[0]} muted={muted} onMutedChange={setMuted} />
            <CardAlertBanner alert={alert} onDismiss={dismiss} />
          </div>
          <LiveDrawSummary state={state} />
          {state.goal && <GoalThermometer goal={state.goal} size="phone" />}
          <section aria-label="Números sorteados">
            <BingoBoard drawn={state.drawn} last={state.last_number} />
          </section>
          <MyCardsSection cards={cards} ranked={ranked ?? []} drawn={drawnSet} event={state.event} />
          {state.round && <RoundRecordLink round={state.round} className="mb-0" />}
        </div>
      ) : (
        <div className="d-grid gap-4">
          <MyWins cards={cards.data} />
          {state.goal && <GoalThermometer goal={state.goal} size="phone" />}
          <div className="border rounded-3 bg-body-tertiary" role="status">
            <EmptyState
              icon={phase === 'finished' ? 'trophy' : 'hourglass-split'}
              title={phase === 'finished' ? liveTexts.finished : liveTexts.waiting}
            />
            {lastFinished.data && <RoundRecordLink round={lastFinished.data} className="text-center pb-3 mb-0" />}
          </div>
        </div>
      )}
      <ShareEvent eventId={state.event.id} eventName={state.event.name} className="mt-4" />
    </div>
  );
}
