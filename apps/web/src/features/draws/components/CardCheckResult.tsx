import { type CardCheck, cardVoidMessages } from '@bingo/core';
import { Alert } from 'react-bootstrap';
import { LoadingState } from '../../../components/LoadingState';
import { StatusBadge } from '../../../components/StatusBadge';
import { errorText } from '../../../lib/api-error';
import { drawTexts } from '../draw-texts';
import { BuyerDetails } from './BuyerDetails';
import { CardSummary } from './CardSummary';

interface Props {
  isFetching: boolean;
  data: CardCheck | undefined;
  error: unknown;
}

/** The checked card: marked grid, hits, what is missing, and whether it plays at all. */
export function CardCheckResult({ isFetching, data, error }: Props) {
  if (error)
    return (
      <Alert variant="warning" className="mb-0">
        {errorText(error, drawTexts.cardNotFound)}
      </Alert>
    );
  if (!data) return isFetching ? <LoadingState text="Conferindo..." /> : null;

  const full = data.faltam === 0;
  return (
    <div aria-busy={isFetching}>
      {full && data.in_play && (
        <Alert variant="success" className="fw-bold">
          Cartela cheia! Todos os 25 números foram sorteados.
        </Alert>
      )}
      <div className="d-flex flex-wrap gap-2 align-items-center mb-2">
        {data.voided ? (
          <StatusBadge variant="dark">Anulada</StatusBadge>
        ) : (
          <StatusBadge variant={data.in_play ? 'success' : data.next_round ? 'warning' : 'secondary'}>
            {data.in_play ? 'Em jogo' : data.next_round ? 'Próxima rodada' : 'Fora do jogo'}
          </StatusBadge>
        )}
        <StatusBadge variant="info">{data.status === 'física' ? 'Física' : 'Digital'}</StatusBadge>
        {data.barcode && <span className="small text-body-secondary">Código {data.barcode}</span>}
      </div>
      {data.voided ? (
        // decisions.md §15: a voided card never wins, whatever its numbers show.
        <Alert variant="dark" className="py-2 fw-semibold">
          {cardVoidMessages[data.voided]}
        </Alert>
      ) : (
        !data.in_play && <p className="small text-body-secondary">{data.next_round ? drawTexts.nextRoundCheck : drawTexts.notSold}</p>
      )}
      <BuyerDetails entry={data} className="mb-2" />
      <CardSummary entry={data} compact={false} />
    </div>
  );
}
