import { type FormEvent, useId, useState } from 'react';
import { Button, Card, Col, Form, Row } from 'react-bootstrap';
import { Icon } from '../../../components/Icon';
import { emptyFilters, type UserFilters } from '../user-filters';

interface Props {
  applied: UserFilters;
  onApply: (filters: UserFilters) => void;
}

const flags: { key: 'active' | 'is_admin' | 'is_affiliate'; label: string; yes: string; no: string }[] = [
  { key: 'active', label: 'Situação', yes: 'Ativos', no: 'Inativos' },
  { key: 'is_admin', label: 'Administrador', yes: 'Sim', no: 'Não' },
  { key: 'is_affiliate', label: 'Afiliado', yes: 'Sim', no: 'Não' },
];

/** Name and e-mail (Enter applies), active, admin and affiliate; 'Filtrar' applies, 'Limpar' clears. */
export function UserFiltersCard({ applied, onApply }: Props) {
  const id = useId();
  const [draft, setDraft] = useState<UserFilters>(applied);
  const set = <K extends keyof UserFilters>(key: K, value: UserFilters[K]) => setDraft((d) => ({ ...d, [key]: value }));

  // A form, so Enter in the name or e-mail box submits it like the button does.
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
        <Form onSubmit={onSubmit} role="search" aria-label="Filtrar usuários">
          <Row className="g-3 align-items-end">
            <Col md={6} lg={3}>
              <Form.Label htmlFor={`${id}-name`}>Nome</Form.Label>
              <Form.Control id={`${id}-name`} type="search" value={draft.name} placeholder="Buscar por nome" onChange={(e) => set('name', e.target.value)} />
            </Col>
            <Col md={6} lg={3}>
              <Form.Label htmlFor={`${id}-email`}>E-mail</Form.Label>
              <Form.Control id={`${id}-email`} type="search" value={draft.email} placeholder="Buscar por e-mail" onChange={(e) => set('email', e.target.value)} />
            </Col>
            {flags.map(({ key, label, yes, no }) => (
              <Col key={key} xs={6} sm={4} lg={2}>
                <Form.Label htmlFor={`${id}-${key}`}>{label}</Form.Label>
                <Form.Select id={`${id}-${key}`} value={draft[key]} onChange={(e) => set(key, e.target.value as UserFilters[typeof key])}>
                  <option value="">Todos</option>
                  <option value="true">{yes}</option>
                  <option value="false">{no}</option>
                </Form.Select>
              </Col>
            ))}
            <Col xs={12} lg={12} xl={12} className="d-flex gap-2 justify-content-end">
              <Button type="submit">
                <Icon name="funnel" className="me-1" />
                Filtrar
              </Button>
              <Button variant="outline-secondary" onClick={clear}>
                Limpar
              </Button>
            </Col>
          </Row>
        </Form>
      </Card.Body>
    </Card>
  );
}
