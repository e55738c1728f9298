import { formatDateTime, type EventPage } from '@bingo/core';
import { Link } from 'react-router';
import { Icon } from '../../../components/Icon';
import { linkTo } from '../../../lib/paths';
import { eventPageTexts } from '../event-page-texts';

/** The published prestação de contas, identified by its SHA-256 (decisions.md §15); a link only once there is one. */
export function EventContas({ eventId, contas }: { eventId: number; contas: EventPage['contas'] }) {
  return (
    <section aria-labelledby="event-contas">
      <h2 id="event-contas" className="h5 mb-3">
        {eventPageTexts.contas}
      </h2>
      {contas === null ? (
        <p className="text-body-secondary mb-0">{eventPageTexts.contasPending}</p>
      ) : (
        <p className="mb-0">
          <Link to={linkTo.contas(eventId)}>
            <Icon name="receipt" className="me-1" />
            {eventPageTexts.contas}
          </Link>
          <span className="d-block small text-body-secondary">
            {eventPageTexts.contasLine(contas.version, formatDateTime(contas.published_at))}
          </span>
          <span className="d-block small text-body-secondary event-page__hash">SHA-256 {contas.sha256}</span>
        </p>
      )}
    </section>
  );
}
