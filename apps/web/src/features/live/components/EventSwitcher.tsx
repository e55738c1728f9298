import { formatDateTime } from '@bingo/core';
import { Form } from 'react-bootstrap';
import { useNavigate } from 'react-router';
import { useOpenEvents } from '../../../lib/open-events';
import { linkTo } from '../../../lib/paths';

/**
 * With several events open, Sorteio offers the others (decisions.md §6): a buyer holding cards of next
 * week's bingo, or of two parishes' nights, moves between them without going back to the menu.
 * Nothing shows when this is the only event open.
 */
export function EventSwitcher({ current }: { current: { id: number; name: string } }) {
  const events = useOpenEvents();
  const navigate = useNavigate();
  const others = (events.data ?? []).filter((event) => event.id !== current.id);
  if (others.length === 0) return null;
  return (
    <Form.Group controlId="live-event-switcher" className="live-event-switcher mb-3">
      <Form.Label className="small text-body-secondary mb-1">Acompanhar outro evento</Form.Label>
      <Form.Select value={current.id} onChange={(e) => navigate(linkTo.verificacao(Number(e.target.value)))}>
        <option value={current.id}>{current.name}</option>
        {others.map((event) => (
          <option key={event.id} value={event.id}>
            {event.name} · {event.status === 'em_andamento' ? 'acontecendo agora' : formatDateTime(event.start_date)}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}
