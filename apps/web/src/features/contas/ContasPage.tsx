import '../../styles/print.css';
import './contas.css';
import { formatDateTime, type Contas } from '@bingo/core';
import { Alert, Button } from 'react-bootstrap';
import { Link, useParams, useSearchParams } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { Icon } from '../../components/Icon';
import { LoadingState } from '../../components/LoadingState';
import { PageHeader } from '../../components/PageHeader';
import { errorText } from '../../lib/api-error';
import { linkTo } from '../../lib/paths';
import { useContas } from './api/contas';
import { ContasHash } from './components/ContasHash';
import { ContasView } from './components/ContasView';
import { contasTexts } from './contas-texts';

const whole = (raw: string | null | undefined) => (raw && /^\d{1,7}$/.test(raw) ? Number(raw) : null);

/** /evento/{id}/contas: the event's accounts for anyone, `?versao=N` an older version (decisions.md §15). */
export function ContasPage() {
  const eventId = whole(useParams().eventId);
  const version = whole(useSearchParams()[0].get('versao'));
  if (!eventId) return <EmptyState icon="question-circle" title={contasTexts.invalidEvent} />;
  return <PublicContas eventId={eventId} version={version} />;
}

function PublicContas({ eventId, version }: { eventId: number; version: number | null }) {
  const contas = useContas(eventId, version);
  if (contas.isPending) return <LoadingState text={contasTexts.loading} />;
  if (contas.isError) return <Alert variant="danger">{errorText(contas.error, contasTexts.loadFailed)}</Alert>;
  if (!contas.data) return <EmptyState icon="cash-coin" title={contasTexts.none} />;
  const data = contas.data;
  const doc = data.document;
  return (
    <article className="contas mx-auto">
      <PageHeader
        title={`${contasTexts.title}: ${doc.event_name}`}
        subtitle={contasTexts.version(doc.version, formatDateTime(doc.published_at))}
        actions={
          <Button variant="outline-primary" onClick={() => window.print()}>
            <Icon name="printer" className="me-1" />
            {contasTexts.print}
          </Button>
        }
      />
      <OutdatedNotice contas={data} />
      {doc.reason && (
        <Alert variant="info">
          <strong>{contasTexts.correction}:</strong> {doc.reason}
        </Alert>
      )}
      <ContasView document={doc} />
      <ContasHash contas={data} eventId={eventId} />
      <Versions contas={data} />
    </article>
  );
}

/** An older version says so, with the way to the latest. */
function OutdatedNotice({ contas }: { contas: Contas }) {
  const latest = contas.versions[0]?.version ?? contas.document.version;
  if (latest === contas.document.version) return null;
  return (
    <Alert variant="warning">
      {contasTexts.notLatest(latest)}{' '}
      <Link to={linkTo.contas(contas.document.event_id)} className="alert-link">
        {contasTexts.latest}
      </Link>
    </Alert>
  );
}

/** Every version stays public (decisions.md §15): each with its date and, for a correction, its reason. */
function Versions({ contas }: { contas: Contas }) {
  if (contas.versions.length < 2) return null;
  return (
    <nav aria-labelledby="contas-versions" className="contas-noprint mt-4">
      <h2 id="contas-versions" className="h6">
        {contasTexts.olderVersions}
      </h2>
      <ul className="list-unstyled mb-0">
        {contas.versions.map((v) => (
          <li key={v.version} className="mb-1">
            {v.version === contas.document.version ? (
              <strong>{contasTexts.version(v.version, formatDateTime(v.published_at))}</strong>
            ) : (
              <Link to={linkTo.contas(contas.document.event_id, v.version)}>
                {contasTexts.version(v.version, formatDateTime(v.published_at))}
              </Link>
            )}
            {v.reason && <div className="small text-body-secondary">{v.reason}</div>}
          </li>
        ))}
      </ul>
    </nav>
  );
}
