import './home.css';
import { Alert, Col, Form, Row } from 'react-bootstrap';
import { Link } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { EventOptions } from '../../components/EventOptions';
import { LoadingState } from '../../components/LoadingState';
import { PageHeader } from '../../components/PageHeader';
import { paths } from '../../lib/paths';
import { MoneySourcesChart, SalesByDayChart, useEventSummary, useSellerSettlement } from '../reports';
import { useNightAttention } from './api/night-attention';
import { HomeAlerts } from './components/HomeAlerts';
import { HomeFigures } from './components/HomeFigures';
import { RunningRoundCard } from './components/RunningRoundCard';
import { homeTexts } from './home-texts';
import { useHomeEvent } from './use-home-event';

/** /admin: where an organiser lands, the night at a glance for the active event or a chosen one. */
export function AdminHomePage() {
  const { events, eventId, pick, settled } = useHomeEvent();
  const chooser =
    events.data && events.data.length > 1 ? (
      <Form.Group controlId="home-event">
        <Form.Label className="visually-hidden">Evento</Form.Label>
        <Form.Select value={eventId ?? ''} onChange={(e) => pick(Number(e.target.value))}>
          <EventOptions events={events.data} />
        </Form.Select>
      </Form.Group>
    ) : undefined;

  return (
    <>
      <PageHeader title={homeTexts.title} subtitle={homeTexts.subtitle} actions={chooser} />
      {!settled ? (
        <LoadingState />
      ) : eventId === undefined ? (
        <div className="border rounded-3 bg-body-tertiary">
          <EmptyState icon="calendar-event" title={homeTexts.noEvent}>
            <Link to={paths.admin.eventos} className="btn btn-primary">
              {homeTexts.createEvent}
            </Link>
          </EmptyState>
        </div>
      ) : (
        <EventHome eventId={eventId} goal={events.data?.find((e) => e.id === eventId)?.meta_arrecadacao ?? null} />
      )}
    </>
  );
}

function EventHome({ eventId, goal }: { eventId: number; goal: number | null }) {
  const filter = { event_id: eventId };
  const summary = useEventSummary(filter);
  const sellers = useSellerSettlement(filter);
  const attention = useNightAttention(eventId);
  if (summary.isError) return <Alert variant="danger">{homeTexts.loadFailed}</Alert>;
  if (!summary.data) return <LoadingState />;
  return (
    <div className="d-grid gap-4">
      <HomeFigures summary={summary.data} attention={attention.data} goal={goal} />
      <Row className="g-4">
        <Col lg={6}>
          <RunningRoundCard eventId={eventId} />
        </Col>
        <Col lg={6}>{attention.data && <HomeAlerts attention={attention.data} sellers={sellers.data} />}</Col>
      </Row>
      {/* Below what needs acting on: the charts are for looking back at how the sales went. */}
      <Row className="g-4">
        <Col lg={5}>
          <MoneySourcesChart summary={summary.data} height={200} />
        </Col>
        <Col lg={7}>
          <SalesByDayChart filter={filter} height={200} />
        </Col>
      </Row>
    </div>
  );
}
