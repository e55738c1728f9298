import { useId } from 'react';
import { Form } from 'react-bootstrap';
import { type EventChoice, EventOptions } from '../../../components/EventOptions';

interface Props {
  events: EventChoice[];
  value: number | undefined;
  onChange: (eventId: number) => void;
}

/**
 * The event whose sponsors the screen shows, edits and maps. Unlike the reports' choice there is
 * no 'Todos os eventos': a sponsorship, its numbers and a new sponsor all belong to one event.
 */
export function SponsorsEventSelect({ events, value, onChange }: Props) {
  const id = useId();
  return (
    <div className="d-flex align-items-center gap-2 sponsors-event">
      <Form.Label htmlFor={id} className="mb-0 fw-semibold text-nowrap">
        Evento
      </Form.Label>
      <Form.Select id={id} value={value ?? ''} onChange={(e) => onChange(Number(e.target.value))} className="sponsors-event__select">
        {value === undefined && <option value="" />}
        <EventOptions events={events} />
      </Form.Select>
    </div>
  );
}
