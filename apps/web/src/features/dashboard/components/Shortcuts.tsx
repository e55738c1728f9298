import { Card, Col, Row, Spinner } from 'react-bootstrap';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { Icon } from '../../../components/Icon';
import { useOpenCurrentDraw } from '../../../lib/active-event';

interface ShortcutProps {
  icon: string;
  tone: string;
  title: string;
  text: string;
}

function ShortcutBody({ icon, tone, title, text }: ShortcutProps) {
  return (
    <Card.Body className="d-flex align-items-center gap-3">
      <span className={`shortcut-icon bg-${tone}-subtle text-${tone}-emphasis`}>
        <Icon name={icon} />
      </span>
      <span>
        <span className="d-block fw-semibold text-body-emphasis">{title}</span>
        <span className="d-block small text-body-secondary">{text}</span>
      </span>
    </Card.Body>
  );
}

/** The three things a buyer comes for, as large touch targets. */
export function Shortcuts() {
  const draw = useOpenCurrentDraw();
  return (
    <Row xs={1} md={3} className="g-3">
      <Col>
        <Card as={Link} to={paths.comprar} className="shortcut-card h-100 text-decoration-none">
          <ShortcutBody icon="cart3" tone="success" title="Comprar cartelas" text="Garanta suas cartelas para o próximo sorteio." />
        </Card>
      </Col>
      <Col>
        <Card as={Link} to={paths.minhasCartelas} className="shortcut-card h-100 text-decoration-none">
          <ShortcutBody icon="grid-3x3-gap" tone="primary" title="Minhas Cartelas" text="Veja suas cartelas e baixe o PDF." />
        </Card>
      </Col>
      <Col>
        <Card as="button" type="button" onClick={draw.open} disabled={draw.busy} className="shortcut-card h-100 w-100 text-start">
          <ShortcutBody icon="broadcast" tone="warning" title="Acompanhar sorteio" text="Siga os números ao vivo, do seu celular." />
          {draw.busy && <Spinner animation="border" size="sm" className="position-absolute top-0 end-0 m-3" aria-hidden="true" />}
        </Card>
      </Col>
    </Row>
  );
}
