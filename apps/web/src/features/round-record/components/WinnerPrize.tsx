import { prizeDeliveredLine, voidedLine, type RoundRecord } from '@bingo/core';
import { Badge } from 'react-bootstrap';

/**
 * What became of a winner's prize, as the record says (decisions.md §15): voided with its reason,
 * or delivered to a first name and initial. A voided winner is never dropped from the list.
 */
export function WinnerPrize({ winner }: { winner: RoundRecord['winners'][number] }) {
  if (winner.voided)
    return (
      <Badge bg="danger" className="d-block text-wrap text-start fw-normal fs-6 mt-1">
        {voidedLine(winner.voided.reason)}
      </Badge>
    );
  if (winner.delivery)
    return (
      <Badge bg="success" className="d-block text-wrap text-start fw-normal fs-6 mt-1">
        {prizeDeliveredLine(winner.delivery.received_by, winner.delivery.received_at)}
      </Badge>
    );
  return null;
}
