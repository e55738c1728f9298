import { stageKindLabels } from '@bingo/core';
import { Alert, Badge, Card, Tab, Tabs } from 'react-bootstrap';
import { ballName } from '../draw-texts';
import type { PanelStage } from '../panel-stages';
import { StageResultsTabs } from './StageResultsTabs';

/** How a won stage is told on the panel: its ball, and how many cards share it. */
function wonLine(stage: PanelStage): string {
  const ball = stage.ball === null ? '' : ` na bola ${ballName(stage.ball)}`;
  return `${stageKindLabels[stage.kind]} ganha${ball} — Prêmio: ${stage.prize}`;
}

/**
 * The round's results. A round that plays the full card alone shows its four tabs as the spec
 * has them; a round with a quina shows them per stage (decisions.md §14), the stage now played
 * first, each won stage with the ball that won it.
 */
export function ResultsTabs({ roundId, stages }: { roundId: number; stages: readonly PanelStage[] }) {
  const single = stages.length <= 1;
  const current = stages.find((s) => s.current) ?? stages[0];
  return (
    <Card>
      <Card.Header className="pb-0 border-bottom-0">
        <h2 className="h5 mb-2">Resultados</h2>
      </Card.Header>
      {single ? (
        <StageResultsTabs roundId={roundId} stage="cartela_cheia" counts={stages[0]?.counts} />
      ) : (
        <Tabs
          variant="pills"
          defaultActiveKey={current?.kind}
          id={`stages-${roundId}`}
          mountOnEnter
          className="px-3 pb-2 gap-2 stage-tabs"
          aria-label="Etapas da rodada"
        >
          {stages.map((stage) => (
            <Tab
              key={stage.kind}
              eventKey={stage.kind}
              title={
                <>
                  {stageKindLabels[stage.kind]}
                  {stage.current && (
                    <>
                      {' '}
                      <Badge bg="primary" className="ms-1">
                        atual
                      </Badge>
                    </>
                  )}
                  {stage.won && (
                    <>
                      {' '}
                      <Badge bg="success" className="ms-1">
                        {stage.ball === null ? 'ganha' : `bola ${stage.ball}`}
                      </Badge>
                    </>
                  )}
                </>
              }
            >
              {stage.won ? (
                <Alert variant="success" className="mx-3 mb-2 py-2">
                  {wonLine(stage)}
                </Alert>
              ) : (
                <p className="mx-3 mb-2 text-body-secondary">Prêmio: {stage.prize}</p>
              )}
              {/* Made anew when the stage is won: the tab left open may be one a won stage no longer has. */}
              <StageResultsTabs key={String(stage.won)} roundId={roundId} stage={stage.kind} over={stage.won} counts={stage.counts} />
            </Tab>
          ))}
        </Tabs>
      )}
    </Card>
  );
}
