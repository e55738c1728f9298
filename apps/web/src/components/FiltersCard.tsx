import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Button, Card, Col, type ColProps, Form, Row } from 'react-bootstrap';
import { Icon } from './Icon';

/** What the fields of a filters card get: the draft being edited, a setter and an id prefix for labels. */
export interface FilterFields<F> {
  draft: F;
  set: <K extends keyof F>(key: K, value: F[K]) => void;
  id: string;
}

interface Props<F> {
  /** The search landmark's name ('Filtrar patrocinadores'). */
  label: string;
  applied: F;
  empty: F;
  onApply: (filters: F) => void;
  /** Where the two buttons sit in the grid (a last column, or a row of their own). */
  actions: ColProps & { className?: string };
  /** The buttons share their column's width (a narrow last column) instead of keeping their own. */
  fill?: boolean;
  children: (fields: FilterFields<F>) => ReactNode;
}

/**
 * The 'Filtros' card of the admin lists (spec §9): the fields edit a draft; 'Filtrar' (or Enter in a
 * text box, since it is a form) applies it, 'Limpar' clears and applies at once.
 */
export function FiltersCard<F>({ label, applied, empty, onApply, actions, fill = false, children }: Props<F>) {
  const id = useId();
  const [draft, setDraft] = useState<F>(applied);
  const set = <K extends keyof F>(key: K, value: F[K]) => setDraft((d) => ({ ...d, [key]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  const clear = () => {
    setDraft(empty);
    onApply(empty);
  };

  return (
    <Card className="mb-4">
      <Card.Body>
        <h2 className="h6 text-body-secondary text-uppercase mb-3">Filtros</h2>
        <Form onSubmit={onSubmit} role="search" aria-label={label}>
          <Row className="g-3 align-items-end">
            {children({ draft, set, id })}
            <Col {...actions} className={`d-flex gap-2 ${actions.className ?? ''}`}>
              <Button type="submit" className={fill ? 'flex-grow-1' : undefined}>
                <Icon name="funnel" className="me-1" />
                Filtrar
              </Button>
              <Button variant="outline-secondary" className={fill ? 'flex-grow-1' : undefined} onClick={clear}>
                Limpar
              </Button>
            </Col>
          </Row>
        </Form>
      </Card.Body>
    </Card>
  );
}
