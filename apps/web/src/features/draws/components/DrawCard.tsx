import type { DrawnNumber, Round } from '@bingo/core';
import { Card } from 'react-bootstrap';
import { BingoBall } from '../../../components/bingo/BingoBall';
import { drawTexts } from '../draw-texts';
import { DrawnNumbers } from './DrawnNumbers';
import { DrawNumberForm } from './DrawNumberForm';
import { RoundFacts } from './RoundFacts';

interface Props {
  round: Round;
  drawn: readonly DrawnNumber[];
  /** Drawn plus on their way: what the form must refuse. */
  taken: ReadonlySet<number>;
}

/** The round's facts, the number entry with the last ball beside it, and the balls so far. */
export function DrawCard({ round, drawn, taken }: Props) {
  const running = round.status === 'in_progress';
  const last = drawn[drawn.length - 1]?.number ?? null;
  return (
    <Card className="h-100">
      <Card.Body>
        <div className="d-flex align-items-start justify-content-between gap-3 mb-3">
          <RoundFacts round={round} />
          <div className="text-center flex-shrink-0">
            <div className="small text-body-secondary mb-1">Última bola</div>
            <BingoBall number={last} />
          </div>
        </div>
        <div className="mb-3">
          {running ? (
            <DrawNumberForm roundId={round.id} drawn={taken} />
          ) : (
            <p className="text-body-secondary mb-0">{drawTexts.notRunning}</p>
          )}
        </div>
        <h2 className="h6 d-flex justify-content-between">
          <span>Números sorteados</span>
          <span className="text-body-secondary fw-normal">{drawn.length} de 75</span>
        </h2>
        <DrawnNumbers roundId={round.id} drawn={drawn} removable={running} />
      </Card.Body>
    </Card>
  );
}
