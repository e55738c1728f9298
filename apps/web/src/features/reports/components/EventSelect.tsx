import type { BingoEvent } from '@bingo/core';
import { useId } from 'react';
import { Form } from 'react-bootstrap';
import { reportTexts } from '../report-texts';

interface Props {
  events: BingoEvent[];
  value: number | undefined;
  onChange: (eventId: number | undefined) => void;
}

/** The event the sales reports are about; 'Todos os eventos' adds every event up. */
export function EventSelect({ events, value, onChange }: Props) {
  const id = useId();
  return (
    <div className="d-flex align-items-center gap-2">
      <Form.Label htmlFor={id} className="mb-0 text-nowrap">
        Evento
      </Form.Label>
      <Form.Select
        id={id}
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value ? Number(e.target.value) : undefined)}
        className="reports-event-select"
      >
        <option value="">{reportTexts.allEvents}</option>
        {events.map((event) => (
          <option key={event.id} value={event.id}>
            {event.name}
          </option>
        ))}
      </Form.Select>
    </div>
  );
}
