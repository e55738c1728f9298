import { PURCHASE_STATUSES, purchaseStatusLabels } from '@bingo/core';
import { Col, Form } from 'react-bootstrap';
import { FiltersCard } from '../../../components/FiltersCard';
import { emptyPurchaseFilters, type AdminPurchaseFilters } from '../admin-purchase-filters';

interface Props {
  applied: AdminPurchaseFilters;
  onApply: (filters: AdminPurchaseFilters) => void;
  events: { id: number; name: string }[];
}

/** One search box (name, e-mail, CPF or order), then status, event and review. Enter applies. */
export function PurchaseFiltersCard({ applied, onApply, events }: Props) {
  return (
    <FiltersCard
      label="Filtrar compras"
      applied={applied}
      empty={emptyPurchaseFilters}
      onApply={onApply}
      actions={{ xs: 12, className: 'justify-content-end' }}
    >
      {({ draft, set, id }) => (
        <>
          <Col md={12} lg={5}>
            <Form.Label htmlFor={`${id}-search`}>Buscar</Form.Label>
            <Form.Control
              id={`${id}-search`}
              type="search"
              value={draft.search}
              maxLength={120}
              placeholder="Nome, e-mail, CPF ou pedido"
              onChange={(e) => set('search', e.target.value)}
            />
          </Col>
          <Col xs={6} md={4} lg={2}>
            <Form.Label htmlFor={`${id}-status`}>Situação</Form.Label>
            <Form.Select
              id={`${id}-status`}
              value={draft.status}
              onChange={(e) => set('status', e.target.value as AdminPurchaseFilters['status'])}
            >
              <option value="">Todas</option>
              {PURCHASE_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {purchaseStatusLabels[status].label}
                </option>
              ))}
            </Form.Select>
          </Col>
          <Col xs={6} md={4} lg={3}>
            <Form.Label htmlFor={`${id}-event`}>Evento</Form.Label>
            <Form.Select id={`${id}-event`} value={draft.event_id} onChange={(e) => set('event_id', e.target.value)}>
              <option value="">Todos</option>
              {events.map((event) => (
                <option key={event.id} value={event.id}>
                  {event.name}
                </option>
              ))}
            </Form.Select>
          </Col>
          <Col xs={12} md={4} lg={2}>
            <Form.Label htmlFor={`${id}-review`}>Revisão</Form.Label>
            <Form.Select
              id={`${id}-review`}
              value={draft.review}
              onChange={(e) => set('review', e.target.value as AdminPurchaseFilters['review'])}
            >
              <option value="">Todas</option>
              <option value="true">Só em revisão</option>
              <option value="false">Sem revisão</option>
            </Form.Select>
          </Col>
        </>
      )}
    </FiltersCard>
  );
}
