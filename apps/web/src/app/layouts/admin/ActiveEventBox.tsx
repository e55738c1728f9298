import { eventStatusLabels, formatDateTime } from '@bingo/core';
import { Placeholder } from 'react-bootstrap';
import { Link } from 'react-router';
import { Icon } from '../../../components/Icon';
import { StatusBadge } from '../../../components/StatusBadge';
import { useActiveEvent } from '../../../lib/active-event';
import { texts } from '../../../lib/texts';
import { linkTo } from '../../../lib/paths';

/** The sidebar's "evento ativo" box. A missing endpoint or no event both read "Nenhum evento ativo". */
export function ActiveEventBox({ collapsed }: { collapsed: boolean }) {
  const { data: event, isPending } = useActiveEvent();

  if (collapsed) {
    const title = event ? `Evento ativo: ${event.name}` : texts.noActiveEvent;
    return (
      <div className="active-event-box is-compact" title={title}>
        <Icon name={event ? 'broadcast-pin' : 'calendar-x'} />
        <span className="visually-hidden">{title}</span>
      </div>
    );
  }

  return (
    <section className="active-event-box" aria-label="Evento ativo">
      <div className="small text-uppercase fw-semibold text-body-secondary mb-1">Evento ativo</div>
      {isPending ? (
        <Placeholder as="div" animation="glow" aria-hidden="true">
          <Placeholder xs={10} />
        </Placeholder>
      ) : event ? (
        <>
          <Link to={linkTo.rodadas(event.id)} className="fw-semibold d-block text-truncate" title={event.name}>
            {event.name}
          </Link>
          <div className="d-flex align-items-center gap-2 mt-1 small">
            <StatusBadge variant={eventStatusLabels[event.status]?.variant ?? 'secondary'}>
              {eventStatusLabels[event.status]?.label ?? event.status}
            </StatusBadge>
            <span className="text-body-secondary">{formatDateTime(event.start_date)}</span>
          </div>
        </>
      ) : (
        <div className="text-body-secondary small">{texts.noActiveEvent}</div>
      )}
    </section>
  );
}
