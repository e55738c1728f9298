import '../../../styles/print.css';
import '../contas.css';
import { formatDateTime } from '@bingo/core';
import { Alert } from 'react-bootstrap';
import { Link, useParams } from 'react-router';
import { Icon } from '../../../components/Icon';
import { LoadingState } from '../../../components/LoadingState';
import { PageHeader } from '../../../components/PageHeader';
import { errorText } from '../../../lib/api-error';
import { linkTo, paths } from '../../../lib/paths';
import { useContas } from '../api/contas';
import { useContasFormData } from '../api/contas-form-data';
import { contasTexts as t } from '../contas-texts';
import { ContasForm } from './ContasForm';

/** /admin/eventos/{id}/contas: the organiser's accounts of a finished event, and Publicar (decisions.md §15). */
export function ContasAdminPage() {
  const eventId = Number(useParams().eventoId);
  const latest = useContas(eventId);
  const data = useContasFormData(eventId);
  const current = latest.data ?? null;

  const actions = (
    <>
      <Link to={paths.admin.eventos} className="btn btn-outline-secondary">
        <Icon name="arrow-left" className="me-1" />
        {t.backToEvents}
      </Link>
      {current && (
        <Link to={linkTo.contas(eventId)} className="btn btn-outline-primary">
          <Icon name="box-arrow-up-right" className="me-1" />
          {t.publicPage}
        </Link>
      )}
    </>
  );
  const name = data.data?.event.name;
  const subtitle = current ? `${name ?? ''} · ${t.version(current.document.version, formatDateTime(current.document.published_at))}` : name;

  return (
    <div className="contas">
      <PageHeader title={t.title} subtitle={subtitle} actions={actions} />
      {latest.isPending || data.isPending ? (
        <LoadingState text={t.loading} />
      ) : latest.isError || data.isError ? (
        <Alert variant="danger">{errorText(latest.error ?? data.error, t.loadFailed)}</Alert>
      ) : data.data.event.status !== 'finalizado' ? (
        <Alert variant="info">{t.notFinished}</Alert>
      ) : (
        <>
          <p className="text-body-secondary">{t.adminIntro}</p>
          {/* Keyed by version: after a publish the form starts again from what is now published. */}
          <ContasForm
            key={current?.document.version ?? 0}
            eventId={eventId}
            latest={current}
            rounds={data.data.rounds}
            totalIn={data.data.summary.total_arrecadado}
          />
        </>
      )}
    </div>
  );
}
