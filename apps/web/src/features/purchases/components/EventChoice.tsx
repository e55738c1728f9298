import { type BingoEvent, formatDateTime, formatMoney } from '@bingo/core';
import { Badge } from 'react-bootstrap';

/**
 * With several events on sale, the buyer picks whose cards to buy (decisions.md §6): one tile per
 * event with its name, date and card price; the running one says so.
 */
export function EventChoice({
  events,
  value,
  onChange,
  disabled,
}: {
  events: readonly BingoEvent[];
  value: number;
  onChange: (id: number) => void;
  disabled?: boolean;
}) {
  return (
    // The card's border sits on a wrapper: on the fieldset itself the legend would cut through it.
    <div className="card mb-3">
      <fieldset className="card-body" disabled={disabled}>
        <legend className="h5 mb-3">Evento</legend>
        <div className="event-choice">
          {events.map((event) => (
            <label key={event.id} className="choice-tile">
              <input
                type="radio"
                name="evento"
                className="form-check-input"
                value={event.id}
                checked={event.id === value}
                onChange={() => onChange(event.id)}
              />
              <span className="flex-grow-1">
                <span className="d-block fw-semibold">
                  {event.name}
                  {event.status === 'em_andamento' && (
                    <Badge bg="success" className="ms-2 align-text-bottom">
                      Acontecendo agora
                    </Badge>
                  )}
                </span>
                <span className="d-block small text-body-secondary">
                  {formatDateTime(event.start_date)} · {formatMoney(event.card_price)} por cartela
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
