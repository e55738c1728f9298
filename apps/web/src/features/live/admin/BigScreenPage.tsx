import type { LiveState } from '@bingo/core';
import { type CSSProperties, useState } from 'react';
import { useParams } from 'react-router';
import { BingoBoard } from '../../../components/bingo/BingoBoard';
import { ColorDialog } from '../../../components/color/ColorDialog';
import { DemoBanner } from '../../../components/DemoBanner';
import { useFullscreen } from '../../../lib/use-fullscreen';
import { useNewWinners } from '../../../lib/use-new-winners';
import { useProjectorKeys } from '../../../lib/use-projector-keys';
import { useLiveState } from '../api/use-live-state';
import { useLastFinishedRound } from '../api/use-last-finished-round';
import { livePhase, parseEventId } from '../live-phase';
import { liveTexts } from '../live-texts';
import { boardColors, type BigScreenColors, COLOR_SLOTS } from './big-screen-colors';
import { BigScreenControls } from './components/BigScreenControls';
import { RoundRecordQr } from './components/RoundRecordQr';
import { BigScreenHeader } from './components/BigScreenHeader';
import { BigScreenStage } from './components/BigScreenStage';
import { BetweenRounds } from './components/BetweenRounds';
import { BingoTakeover } from './components/BingoTakeover';
import { DrawProgress } from './components/DrawProgress';
import { EventPageQr } from './components/EventPageQr';
import { FollowQr } from './components/FollowQr';
import { GoalCelebration } from './components/GoalCelebration';
import { LastRoundWinners } from './components/LastRoundWinners';
import { BallPaceSettings } from './components/BallPaceSettings';
import { VoiceNotice } from './components/VoiceNotice';
import { usePacedBall } from './pacing/use-paced-ball';
import { useBallSeconds, useVoiceSetting } from './pacing/use-pace-settings';
import { useHallVoice } from './pacing/use-hall-voice';
import { useBigScreenColors } from './use-big-screen-colors';
import { usePointerActivity } from './use-pointer-activity';
import './big-screen.css';
import './big-screen-overlays.css';
import './big-screen-between.css';

/** /admin/telao/{eventId}: the projector at the venue, read from the back of the hall. */
export function BigScreenPage() {
  const eventId = parseEventId(useParams().eventId) ?? 0;
  const { state, connection, error } = useLiveState(eventId);
  const { colors, setColor, reset } = useBigScreenColors();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [voiceOn, setVoiceOn] = useVoiceSetting();
  const [ballSeconds, setBallSeconds] = useBallSeconds();
  const { voice, missingPortuguese } = useHallVoice(voiceOn);
  const [fullscreen, toggleFullscreen] = useFullscreen();
  const pointerActive = usePointerActivity();
  useProjectorKeys({ openColors: () => setDialogOpen(true), toggleFullscreen }, !dialogOpen);

  const style = { '--big-bg': colors.background, '--big-title': colors.title } as CSSProperties;
  return (
    <main className={`big-screen${pointerActive ? ' is-pointer-active' : ''}`} style={style}>
      <DemoBanner variant="overlay" />
      <BigScreenControls
        connection={connection}
        fullscreen={fullscreen}
        voice={voiceOn}
        onVoice={() => setVoiceOn(!voiceOn)}
        onColors={() => setDialogOpen(true)}
        onFullscreen={toggleFullscreen}
      />
      {state ? (
        <>
          <BigScreenContent state={state} colors={colors} pace={{ minMs: ballSeconds * 1000, voice }} voiceMissing={missingPortuguese} />
          {/* Outside the phases: the goal can be reached during a round or between rounds. */}
          <GoalCelebration goal={state.goal} />
        </>
      ) : (
        <p className="big-screen__message" role="status">
          {eventId === 0 ? liveTexts.invalidEvent : (error?.message ?? liveTexts.loading)}
        </p>
      )}
      <ColorDialog
        show={dialogOpen}
        title="Cores do telão"
        slots={COLOR_SLOTS}
        colors={colors}
        onChange={setColor}
        onReset={reset}
        onClose={() => setDialogOpen(false)}
      >
        <BallPaceSettings voice={voiceOn} onVoice={setVoiceOn} seconds={ballSeconds} onSeconds={setBallSeconds} />
      </ColorDialog>
    </main>
  );
}

interface ContentProps {
  state: LiveState;
  colors: BigScreenColors;
  pace: Parameters<typeof usePacedBall>[2];
  /** The voice is on but the machine has no Portuguese voice: the chime plays, and the screen says so. */
  voiceMissing: boolean;
}

function BigScreenContent({ state, colors, pace, voiceMissing }: ContentProps) {
  const phase = livePhase(state);
  // Here, not in the page: this mounts with the first state, so a reload never calls the last ball again.
  // The board marks every ball at once; the big ball and the voice take them one at a time (decisions.md §14).
  const ball = usePacedBall(state.round?.id, state.drawn, pace);
  const { fresh, dismiss } = useNewWinners(state.round?.id, state.winners);
  // A quina is shouted like a bingo (decisions.md §14); the near line follows the stage now played.
  const stages = state.round?.stages ?? [];
  const quina = useNewWinners(state.round?.id, stages.find((s) => s.kind === 'quina')?.winners ?? (state.round ? [] : undefined));
  const current = stages.length > 1 ? stages.find((s) => !s.won) : undefined;
  const near = current ? current.near : state.near_winners;
  const top = (
    <div className="big-screen__top">
      <FollowQr eventId={state.event.id} />
      <BigScreenHeader state={state} />
      {phase === 'running' ? (
        <DrawProgress drawn={state.drawn} nearWinners={near} quina={current?.kind === 'quina'} />
      ) : (
        <EventPageQr eventId={state.event.id} />
      )}
    </div>
  );
  const lastFinished = useLastFinishedRound(state.event.id, phase !== 'running', state.version);
  if (phase !== 'running') {
    return (
      <>
        {top}
        <BetweenRounds state={state} finished={phase === 'finished'}>
          {/* The end of a round: where the hall can check it (docs/decisions/015). */}
          {lastFinished.data && <LastRoundWinners key={lastFinished.data.id} round={lastFinished.data} />}
          {lastFinished.data && <RoundRecordQr round={lastFinished.data} />}
          {voiceMissing && <VoiceNotice />}
        </BetweenRounds>
        {/* Still shown when the caller closes the round right after the bingo. */}
        <BingoTakeover winners={fresh} onDone={dismiss} />
      </>
    );
  }
  return (
    <>
      {top}
      <BigScreenStage state={state} ball={ball} colors={colors} />
      <div className="big-screen__board">
        {voiceMissing && <VoiceNotice />}
        <BingoBoard drawn={state.drawn} last={ball} colors={boardColors(colors)} size="lg" />
      </div>
      <BingoTakeover winners={quina.fresh} onDone={quina.dismiss} shout="QUINA!" />
      <BingoTakeover winners={fresh} onDone={dismiss} />
    </>
  );
}
