import { Col, Form } from 'react-bootstrap';
import { FiltersCard } from '../../../components/FiltersCard';
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

/** Name and e-mail (Enter applies), active, admin and affiliate. */
export function UserFiltersCard({ applied, onApply }: Props) {
  return (
    <FiltersCard
      label="Filtrar usuários"
      applied={applied}
      empty={emptyFilters}
      onApply={onApply}
      actions={{ xs: 12, className: 'justify-content-end' }}
    >
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
          <Col md={6} lg={3}>
            <Form.Label htmlFor={`${id}-email`}>E-mail</Form.Label>
            <Form.Control
              id={`${id}-email`}
              type="search"
              value={draft.email}
              placeholder="Buscar por e-mail"
              onChange={(e) => set('email', e.target.value)}
            />
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
        </>
      )}
    </FiltersCard>
  );
}
