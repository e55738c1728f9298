import { formatCnpj, formatDate, formatDateTime, type EventPage } from '@bingo/core';
import { Link } from 'react-router';
import { Icon } from '../../../components/Icon';
import { linkTo } from '../../../lib/paths';
import { eventPageTexts } from '../event-page-texts';

/** Calendar days 'YYYY-MM-DD' read at noon, so no time zone moves them to the day before. */
const day = (value: string) => formatDate(`${value}T12:00:00`);

/** Who runs the event and what for, from the regulamento in force; the whole text is one link away (decisions.md §15). */
export function EventRegulamento({ eventId, regulamento }: { eventId: number; regulamento: EventPage['regulamento'] }) {
  return (
    <section aria-labelledby="event-regulamento">
      <h2 id="event-regulamento" className="h5 mb-3">
        {eventPageTexts.regulamento}
      </h2>
      {regulamento === null ? (
        <p className="text-body-secondary mb-0">{eventPageTexts.noRegulamento}</p>
      ) : (
        <>
          <dl className="event-page__facts mb-2">
            <dt>Entidade responsável</dt>
            <dd>
              {regulamento.entidade} · <span className="text-nowrap">CNPJ {formatCnpj(regulamento.cnpj)}</span>
            </dd>
            <dt>Finalidade</dt>
            <dd>{regulamento.finalidade}</dd>
            <dt>Período de vendas</dt>
            <dd>
              de {day(regulamento.vendas_inicio)} a {day(regulamento.vendas_fim)}
            </dd>
            <dt>Prazo para retirar o prêmio</dt>
            <dd>{regulamento.prazo_retirada}</dd>
            <dt>Contato</dt>
            <dd>{regulamento.contato}</dd>
          </dl>
          <p className="mb-0">
            <Link to={linkTo.regulamento(eventId)}>
              <Icon name="file-earmark-text" className="me-1" />
              {eventPageTexts.readRegulamento(regulamento.version)}
            </Link>
            <span className="d-block small text-body-secondary">{formatDateTime(regulamento.published_at)}</span>
          </p>
        </>
      )}
    </section>
  );
}
