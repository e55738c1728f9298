import '../../../styles/print.css';
import '../regulamento.css';
import { formatDateTime } from '@bingo/core';
import { Alert } from 'react-bootstrap';
import { Link, useParams } from 'react-router';
import { Icon } from '../../../components/Icon';
import { LoadingState } from '../../../components/LoadingState';
import { PageHeader } from '../../../components/PageHeader';
import { errorText } from '../../../lib/api-error';
import { linkTo, paths } from '../../../lib/paths';
import { useRegulamento } from '../../../lib/regulamento';
import { RegulamentoForm } from '../components/RegulamentoForm';
import { RegulamentoRounds } from '../components/RegulamentoRounds';
import { regulamentoTexts } from '../regulamento-texts';

/** /admin/eventos/{id}/regulamento: the version in force and the form that publishes the next (decisions.md §15). */
export function RegulamentoAdminPage() {
  const eventId = Number(useParams().eventoId);
  const current = useRegulamento(eventId);
  const data = current.data ?? null;

  const actions = (
    <>
      <Link to={paths.admin.eventos} className="btn btn-outline-secondary">
        <Icon name="arrow-left" className="me-1" />
        Voltar aos eventos
      </Link>
      {data && (
        <Link to={linkTo.regulamento(eventId)} className="btn btn-outline-primary">
          <Icon name="box-arrow-up-right" className="me-1" />
          {regulamentoTexts.publicPage}
        </Link>
      )}
    </>
  );
  const subtitle = data ? (
    <>
      {data.event_name} · {regulamentoTexts.version(data.version, formatDateTime(data.published_at))}
    </>
  ) : (
    regulamentoTexts.noneAdmin
  );

  return (
    <div className="regulamento">
      <PageHeader title={regulamentoTexts.title} subtitle={current.isPending ? undefined : subtitle} actions={actions} />
      {current.isPending ? (
        <LoadingState text={regulamentoTexts.loading} />
      ) : current.isError ? (
        <Alert variant="danger">{errorText(current.error, regulamentoTexts.loadFailed)}</Alert>
      ) : (
        <>
          {/* Keyed by version: after a publish the form starts again from what is now in force. */}
          <RegulamentoForm key={data?.version ?? 0} eventId={eventId} current={data} />
          {data && (
            <div className="mb-4">
              <RegulamentoRounds rounds={data.rounds} />
            </div>
          )}
        </>
      )}
    </div>
  );
}
