import '../../styles/print.css';
import './regulamento.css';
import { formatDateTime, type Regulamento } from '@bingo/core';
import { Alert, Button } from 'react-bootstrap';
import { Link, useParams, useSearchParams } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { Icon } from '../../components/Icon';
import { LoadingState } from '../../components/LoadingState';
import { PageHeader } from '../../components/PageHeader';
import { errorText } from '../../lib/api-error';
import { linkTo } from '../../lib/paths';
import { useRegulamento } from '../../lib/regulamento';
import { RegulamentoView } from './components/RegulamentoView';
import { regulamentoTexts } from './regulamento-texts';

const whole = (raw: string | null | undefined) => (raw && /^\d{1,7}$/.test(raw) ? Number(raw) : null);

/** /evento/{id}/regulamento: the event's rules for anyone, `?versao=N` an older version (decisions.md §15). */
export function RegulamentoPage() {
  const eventId = whole(useParams().eventId);
  const version = whole(useSearchParams()[0].get('versao'));
  if (!eventId) return <EmptyState icon="question-circle" title={regulamentoTexts.invalidEvent} />;
  return <PublicRegulamento eventId={eventId} version={version} />;
}

function PublicRegulamento({ eventId, version }: { eventId: number; version: number | null }) {
  const regulamento = useRegulamento(eventId, version);
  if (regulamento.isPending) return <LoadingState text={regulamentoTexts.loading} />;
  if (regulamento.isError) return <Alert variant="danger">{errorText(regulamento.error, regulamentoTexts.loadFailed)}</Alert>;
  if (!regulamento.data) return <EmptyState icon="file-earmark-text" title={regulamentoTexts.none} />;
  const data = regulamento.data;
  return (
    <article className="regulamento mx-auto">
      <PageHeader
        title={`${regulamentoTexts.title}: ${data.event_name}`}
        subtitle={regulamentoTexts.version(data.version, formatDateTime(data.published_at))}
        actions={
          <Button variant="outline-primary" onClick={() => window.print()}>
            <Icon name="printer" className="me-1" />
            {regulamentoTexts.print}
          </Button>
        }
      />
      <OutdatedNotice regulamento={data} />
      <RegulamentoView regulamento={data} />
      <OtherVersions regulamento={data} />
    </article>
  );
}

/** An older version says so, with the way to the one in force. */
function OutdatedNotice({ regulamento }: { regulamento: Regulamento }) {
  const latest = regulamento.versions[0]?.version ?? regulamento.version;
  if (latest === regulamento.version) return null;
  return (
    <Alert variant="warning">
      {regulamentoTexts.notLatest(latest)}{' '}
      <Link to={linkTo.regulamento(regulamento.event_id)} className="alert-link">
        {regulamentoTexts.latest}
      </Link>
    </Alert>
  );
}

function OtherVersions({ regulamento }: { regulamento: Regulamento }) {
  const others = regulamento.versions.filter((v) => v.version !== regulamento.version);
  if (others.length === 0) return null;
  return (
    <nav aria-labelledby="regulamento-versions" className="regulamento-noprint mt-4">
      <h2 id="regulamento-versions" className="h6">
        {regulamentoTexts.olderVersions}
      </h2>
      <ul className="list-unstyled mb-0">
        {others.map((v) => (
          <li key={v.version}>
            <Link to={linkTo.regulamento(regulamento.event_id, v.version)}>
              {regulamentoTexts.version(v.version, formatDateTime(v.published_at))}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
