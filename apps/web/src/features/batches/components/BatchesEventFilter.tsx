import { useId } from 'react';
import { Form } from 'react-bootstrap';
import { type EventChoice, EventOptions } from '../../../components/EventOptions';
import { batchTexts } from '../batch-texts';

interface Props {
  events: EventChoice[];
  /** The event shown; undefined: every event. */
  value: number | undefined;
  onChange: (eventId: number | undefined) => void;
}

/** The batches list's event: lote names repeat from one night to the next, so the list is read per event. */
export function BatchesEventFilter({ events, value, onChange }: Props) {
  const id = useId();
  return (
    <div className="d-flex align-items-center gap-2 batches-event-filter-wrap">
      <Form.Label htmlFor={id} className="mb-0 text-nowrap">
        Evento
      </Form.Label>
      <Form.Select
        id={id}
        size="sm"
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value ? Number(e.target.value) : undefined)}
        className="batches-event-filter"
      >
        <option value="">{batchTexts.allEvents}</option>
        <EventOptions events={events} />
      </Form.Select>
    </div>
  );
}
