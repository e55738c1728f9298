import { MAX_BALL } from '@bingo/core';
import { Card } from 'react-bootstrap';
import { Link } from 'react-router';
import { BingoBall } from '../../../components/bingo/BingoBall';
import { Icon } from '../../../components/Icon';
import { linkTo } from '../../../lib/paths';
import { useLiveState } from '../../live';

/** The round being played, as the hall sees it (the live stream: it moves with every ball). */
export function RunningRoundCard({ eventId }: { eventId: number }) {
  const { state } = useLiveState(eventId);
  const round = state?.round;
  return (
    <Card as="section" aria-labelledby="home-round-title" className="h-100">
      <Card.Header>
        <h2 id="home-round-title" className="h5 mb-0">
          {round ? `Rodada ${round.number} em andamento` : 'Nenhuma rodada em andamento'}
        </h2>
      </Card.Header>
      <Card.Body className="d-flex align-items-center gap-3">
        {round && state ? (
          <>
            <BingoBall number={state.last_number} quiet />
            <div className="min-w-0">
              <p className="fw-semibold mb-1 text-break">{round.prize || 'Sem prêmio informado'}</p>
              <p className="mb-1">
                {state.drawn.length} de {MAX_BALL} bolas · {state.winners_count} {state.winners_count === 1 ? 'vencedor' : 'vencedores'} ·{' '}
                {state.near_winners} a 1 número
              </p>
              <div className="d-flex flex-wrap gap-2">
                <Link className="btn btn-primary btn-sm" to={linkTo.sorteio(eventId, round.id)}>
                  Abrir painel da rodada
                </Link>
                <Link className="btn btn-outline-secondary btn-sm" to={linkTo.telao(eventId)}>
                  <Icon name="display" className="me-1" />
                  Telão
                </Link>
              </div>
            </div>
          </>
        ) : (
          <div>
            {state?.next_round && (
              <p className="mb-2">
                Próxima: Rodada {state.next_round.number}
                {state.next_round.prize ? ` · ${state.next_round.prize}` : ''}
              </p>
            )}
            <Link className="btn btn-outline-primary btn-sm" to={linkTo.rodadas(eventId)}>
              Ver rodadas
            </Link>
          </div>
        )}
      </Card.Body>
    </Card>
  );
}
