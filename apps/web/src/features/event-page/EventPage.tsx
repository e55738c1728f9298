import '../../styles/print.css';
import './event-page.css';
import { eventStatusLabels, formatDateTime, formatMoney, type EventPage as EventPageData } from '@bingo/core';
import { Alert, Button } from 'react-bootstrap';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { Icon } from '../../components/Icon';
import { LoadingState } from '../../components/LoadingState';
import { PageHeader } from '../../components/PageHeader';
import { StatusBadge } from '../../components/StatusBadge';
import { errorText } from '../../lib/api-error';
import { linkTo } from '../../lib/paths';
import { GoalThermometer } from '../live';
import { useEventPage } from './api/get-event-page';
import { EventContas } from './components/EventContas';
import { EventFoguetinho } from './components/EventFoguetinho';
import { EventRegulamento } from './components/EventRegulamento';
import { EventRounds } from './components/EventRounds';
import { eventPageTexts } from './event-page-texts';

/** /evento/{id}: the event's public page, for anyone, on a phone, a desktop or paper (decisions.md §15). */
export function EventPage() {
  const raw = useParams().eventId;
  const eventId = raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
  if (!eventId) return <EmptyState icon="question-circle" title={eventPageTexts.invalidEvent} />;
  return <PublicEvent eventId={eventId} />;
}

function PublicEvent({ eventId }: { eventId: number }) {
  const page = useEventPage(eventId);
  if (!page.data) {
    if (page.error) return <Alert variant="danger">{errorText(page.error, eventPageTexts.loadFailed)}</Alert>;
    return <LoadingState text={eventPageTexts.loading} />;
  }
  const data = page.data;
  return (
    <article className="event-page mx-auto">
      <EventHeader page={data} />
      {data.goal && (
        <div className="mb-4">
          <GoalThermometer goal={data.goal} size="phone" />
        </div>
      )}
      <div className="row g-4">
        <div className="col-lg-7">
          <EventRounds rounds={data.rounds} />
        </div>
        <div className="col-lg-5 d-grid gap-4 align-content-start">
          <EventRegulamento eventId={data.event.id} regulamento={data.regulamento} />
          <EventFoguetinho spins={data.foguetinho} />
          <EventContas eventId={data.event.id} contas={data.contas} />
        </div>
      </div>
    </article>
  );
}

function EventHeader({ page }: { page: EventPageData }) {
  const { event } = page;
  const status = eventStatusLabels[event.status];
  return (
    <PageHeader
      title={event.name}
      subtitle={
        <>
          {formatDateTime(event.start_date)} · <StatusBadge variant={status.variant}>{status.label}</StatusBadge>
          {page.on_sale && <> · {eventPageTexts.cardPrice(formatMoney(event.card_price))}</>}
        </>
      }
      actions={
        <>
          {page.on_sale && (
            <Link to={linkTo.comprarEvento(event.id)} className="btn btn-primary">
              <Icon name="cart" className="me-1" />
              {eventPageTexts.buy}
            </Link>
          )}
          {event.status === 'em_andamento' && (
            <Link to={linkTo.verificacao(event.id)} className="btn btn-outline-primary">
              <Icon name="broadcast" className="me-1" />
              {eventPageTexts.follow}
            </Link>
          )}
          <Button variant="outline-secondary" onClick={() => window.print()}>
            <Icon name="printer" className="me-1" />
            {eventPageTexts.print}
          </Button>
        </>
      }
    />
  );
}
