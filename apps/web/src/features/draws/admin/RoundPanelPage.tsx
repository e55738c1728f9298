import '../draws.css';
import { useEffect, useState } from 'react';
import { Alert, Card, Col, Row } from 'react-bootstrap';
import { Link, useParams } from 'react-router';
import { linkTo } from '../../../lib/paths';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { Icon } from '../../../components/Icon';
import { LoadingState } from '../../../components/LoadingState';
import { PageHeader } from '../../../components/PageHeader';
import { RoundLifecycleButtons } from '../../../components/RoundLifecycleButtons';
import { errorText } from '../../../lib/api-error';
import { useDrawNumber, usePendingDraws } from '../api/draw-number';
import { useFollowLive } from '../api/follow-live';
import { useRound } from '../api/get-round';
import { useDrawnNumbers } from '../api/list-drawn-numbers';
import { CardCheck } from '../components/CardCheck';
import { DrawBoard } from '../components/DrawBoard';
import { DrawCard } from '../components/DrawCard';
import { ResultsTabs } from '../components/ResultsTabs';
import { WinnerAlert } from '../components/WinnerAlert';
import { PrizesCard } from '../components/PrizesCard';
import { DrawQueueBanner } from '../components/DrawQueueBanner';
import { DrawControl } from '../components/DrawControl';
import { useNewWinners } from '../../../lib/use-new-winners';
import { ballName, drawTexts } from '../draw-texts';
import { panelStages } from '../panel-stages';
import { currentStageLine } from '../stage-line';

/** 'Painel da Rodada': where the organiser enters the balls and watches winners appear. */
export function RoundPanelPage() {
  const params = useParams();
  const eventId = Number(params.eventoId);
  const roundId = Number(params.rodadaId);
  const round = useRound(roundId);
  const drawnNumbers = useDrawnNumbers(roundId);
  const draw = useDrawNumber(roundId);
  const pending = usePendingDraws(roundId);
  const [picked, setPicked] = useState<number | null>(null);
  const live = useFollowLive(round.data?.event_id, roundId);
  // The live state speaks of the event's running round: its figures belong to this panel only then.
  const liveRound = live?.round?.id === roundId ? live : undefined;
  const { fresh, dismiss } = useNewWinners(liveRound ? roundId : undefined, liveRound?.winners);
  // A quina is shouted like a bingo (decisions.md §14): its winners, new since the panel opened.
  const liveStages = liveRound?.round?.stages;
  const quina = useNewWinners(
    liveRound ? roundId : undefined,
    liveStages?.find((s) => s.kind === 'quina')?.winners ?? (liveStages ? [] : undefined),
  );
  const { resume } = draw;
  // Balls typed before a reload or a crash wait in the browser: they go out again, in order, once
  // (docs/decisions/023). The mutation cache says which this tab is already sending.
  useEffect(() => resume(), [resume]);

  const back = (
    <Link to={linkTo.rodadas(round.data?.event_id ?? eventId)} className="btn btn-outline-secondary">
      <Icon name="arrow-left" className="me-1" />
      Voltar às rodadas
    </Link>
  );
  const current = round.data;
  const drawn = drawnNumbers.data;
  if (!current || !drawn) {
    // A failed refresh keeps showing what was loaded; only a first load that failed ends here.
    const failure = round.error ?? drawnNumbers.error;
    if (!failure) return <LoadingState text={drawTexts.loading} />;
    return (
      <>
        <PageHeader title="Painel da Rodada" actions={back} />
        <Alert variant="danger">{errorText(failure, drawTexts.roundLoadFailed)}</Alert>
      </>
    );
  }

  const drawnSet = new Set(drawn.map((d) => d.number));
  const pendingSet = new Set(pending);
  const running = current.status === 'in_progress';
  return (
    <>
      <PageHeader
        title={`Painel da Rodada #${current.number}`}
        subtitle={currentStageLine(liveStages ?? current.stages, current.prize)}
        actions={
          <>
            {back}
            <Link to={linkTo.registroRodada(current.id)} className="btn btn-outline-secondary">
              <Icon name="shield-check" className="me-1" />
              Registro público
            </Link>
            <RoundLifecycleButtons round={current} />
          </>
        }
      />
      <WinnerAlert winners={quina.fresh} onDismiss={quina.dismiss} shout="QUINA!" closeLabel="Fechar aviso de quina" />
      <WinnerAlert winners={fresh} onDismiss={dismiss} />
      <DrawControl roundId={roundId} running={running} />
      <DrawQueueBanner roundId={roundId} />
      <Row className="g-3 mb-3">
        <Col lg={5}>
          <DrawCard round={current} drawn={drawn} taken={new Set([...drawnSet, ...pendingSet])} />
        </Col>
        <Col lg={7} className="d-flex flex-column gap-3">
          <Card>
            <Card.Body>
              <h2 className="h5 mb-3">{running ? 'Sortear pelo painel' : 'Painel de números'}</h2>
              <DrawBoard
                drawn={drawnSet}
                pending={pendingSet}
                last={drawn[drawn.length - 1]?.number ?? null}
                onPick={running ? setPicked : undefined}
              />
            </Card.Body>
          </Card>
          <CardCheck roundId={current.id} />
        </Col>
      </Row>
      <PrizesCard round={current} />
      <ResultsTabs
        roundId={current.id}
        stages={panelStages(
          current.stages.length ? current.stages : [{ kind: 'cartela_cheia', prize: current.prize, won: false, ball: null }],
          liveStages,
          liveRound ? { winners: liveRound.winners_count, almost: liveRound.near_winners } : undefined,
        )}
      />
      {/* A click on the board is easy to misplace and goes to every phone at once: asked first.
          Typing in the number field stays one step. */}
      <ConfirmDialog
        show={picked !== null}
        title="Sortear número"
        message={picked === null ? '' : `Sortear ${ballName(picked)}?`}
        confirmLabel="Sortear"
        variant="primary"
        onConfirm={() => {
          if (picked !== null) draw.mutate(picked);
          setPicked(null);
        }}
        onCancel={() => setPicked(null)}
      />
    </>
  );
}
