import { PAYMENT_METHODS, PAYMENT_STATUSES, paymentStatusLabels } from '@bingo/core';
import { Col, Form } from 'react-bootstrap';
import { FiltersCard } from '../../../components/FiltersCard';
import { emptyFilters, type SponsorFilters } from '../sponsor-filters';

interface Props {
  applied: SponsorFilters;
  onApply: (filters: SponsorFilters) => void;
}

/** Name (Enter applies), payment status and method. */
export function SponsorFiltersCard({ applied, onApply }: Props) {
  return (
    <FiltersCard label="Filtrar patrocinadores" applied={applied} empty={emptyFilters} onApply={onApply} actions={{ lg: 3 }} fill>
      {({ draft, set, id }) => (
        <>
          <Col md={6} lg={3}>
            <Form.Label htmlFor={`${id}-name`}>Nome</Form.Label>
            <Form.Control
              id={`${id}-name`}
              type="search"
              value={draft.name}
              placeholder="Buscar por nome"
              onChange={(e) => set('name', e.target.value)}
            />
          </Col>
          <Col sm={6} md={3} lg={3}>
            <Form.Label htmlFor={`${id}-status`}>Status do pagamento</Form.Label>
            <Form.Select
              id={`${id}-status`}
              value={draft.payment_status}
              onChange={(e) => set('payment_status', e.target.value as SponsorFilters['payment_status'])}
            >
              <option value="">Todos</option>
              {PAYMENT_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {paymentStatusLabels[status].label}
                </option>
              ))}
            </Form.Select>
          </Col>
          <Col sm={6} md={3} lg={3}>
            <Form.Label htmlFor={`${id}-method`}>Forma de pagamento</Form.Label>
            <Form.Select
              id={`${id}-method`}
              value={draft.payment_method}
              onChange={(e) => set('payment_method', e.target.value as SponsorFilters['payment_method'])}
            >
              <option value="">Todas</option>
              {PAYMENT_METHODS.map((method) => (
                <option key={method}>{method}</option>
              ))}
            </Form.Select>
          </Col>
        </>
      )}
    </FiltersCard>
  );
}
