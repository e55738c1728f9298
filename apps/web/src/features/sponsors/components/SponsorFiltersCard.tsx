import { PAYMENT_METHODS, PAYMENT_STATUSES, paymentStatusLabels } from '@bingo/core';
import { type FormEvent, useId, useState } from 'react';
import { Button, Card, Col, Form, Row } from 'react-bootstrap';
import { Icon } from '../../../components/Icon';
import { emptyFilters, type SponsorFilters } from '../sponsor-filters';

interface Props {
  applied: SponsorFilters;
  onApply: (filters: SponsorFilters) => void;
}

/** Name (Enter applies), payment status and method; 'Filtrar' applies, 'Limpar' clears and applies. */
export function SponsorFiltersCard({ applied, onApply }: Props) {
  const id = useId();
  const [draft, setDraft] = useState<SponsorFilters>(applied);
  const set = <K extends keyof SponsorFilters>(key: K, value: SponsorFilters[K]) => setDraft((d) => ({ ...d, [key]: value }));

  // A form, so Enter in the name box submits it like the button does.
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  const clear = () => {
    setDraft(emptyFilters);
    onApply(emptyFilters);
  };

  return (
    <Card className="mb-4">
      <Card.Body>
        <h2 className="h6 text-body-secondary text-uppercase mb-3">Filtros</h2>
        <Form onSubmit={onSubmit} role="search" aria-label="Filtrar patrocinadores">
          <Row className="g-3 align-items-end">
            <Col md={6} lg={3}>
              <Form.Label htmlFor={`${id}-name`}>Nome</Form.Label>
              <Form.Control id={`${id}-name`} type="search" value={draft.name} placeholder="Buscar por nome" onChange={(e) => set('name', e.target.value)} />
            </Col>
            <Col sm={6} md={3} lg={3}>
              <Form.Label htmlFor={`${id}-status`}>Status do pagamento</Form.Label>
              <Form.Select id={`${id}-status`} value={draft.payment_status} onChange={(e) => set('payment_status', e.target.value as SponsorFilters['payment_status'])}>
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
              <Form.Select id={`${id}-method`} value={draft.payment_method} onChange={(e) => set('payment_method', e.target.value as SponsorFilters['payment_method'])}>
                <option value="">Todas</option>
                {PAYMENT_METHODS.map((method) => (
                  <option key={method}>{method}</option>
                ))}
              </Form.Select>
            </Col>
            <Col lg={3} className="d-flex gap-2">
              <Button type="submit" className="flex-grow-1">
                <Icon name="funnel" className="me-1" />
                Filtrar
              </Button>
              <Button variant="outline-secondary" className="flex-grow-1" onClick={clear}>
                Limpar
              </Button>
            </Col>
          </Row>
        </Form>
      </Card.Body>
    </Card>
  );
}
