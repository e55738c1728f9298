import { formatMoney, type NightAttention, type SellerSettlementReport } from '@bingo/core';
import { Card, ListGroup } from 'react-bootstrap';
import { Link } from 'react-router';
import { Icon } from '../../../components/Icon';
import { paths } from '../../../lib/paths';
import { homeTexts } from '../home-texts';

interface Alert {
  key: string;
  tone: 'danger' | 'warning' | 'info';
  text: string;
  to: string;
}

function alerts(attention: NightAttention, sellers: SellerSettlementReport | undefined): Alert[] {
  const list: Alert[] = [];
  if (attention.rodadas_presas > 0)
    list.push({ key: 'stuck', tone: 'danger', text: homeTexts.stuck(attention.rodadas_presas), to: paths.admin.eventos });
  if (attention.cartelas_bloqueadas > 0)
    list.push({
      key: 'locked',
      tone: 'warning',
      text: homeTexts.lockedCards(attention.cartelas_bloqueadas),
      to: `${paths.admin.cartelasFisicas}?bloqueadas=1`,
    });
  if (attention.compras_em_revisao > 0)
    list.push({
      key: 'review',
      tone: 'warning',
      text: homeTexts.review(attention.compras_em_revisao),
      to: `${paths.admin.compras}?revisao=1`,
    });
  if (attention.compras_contestadas > 0)
    list.push({
      key: 'disputed',
      tone: 'warning',
      text: homeTexts.disputed(attention.compras_contestadas),
      to: `${paths.admin.compras}?status=contestado`,
    });
  if (attention.compras_estornadas > 0)
    list.push({
      key: 'refunded',
      tone: 'info',
      text: homeTexts.refunded(attention.compras_estornadas),
      to: `${paths.admin.compras}?status=estornado`,
    });
  const owing = sellers?.vendedores.filter((s) => s.saldo_a_acertar > 0) ?? [];
  if (owing.length > 0) {
    const total = owing.reduce((sum, s) => sum + s.saldo_a_acertar, 0);
    list.push({
      key: 'sellers',
      tone: 'warning',
      text: homeTexts.sellers(owing.length, formatMoney(total)),
      to: `${paths.admin.relatoriosVendas}?aba=acerto`,
    });
  }
  if (attention.pagamentos_pendentes > 0)
    list.push({
      key: 'pending',
      tone: 'info',
      text: homeTexts.pending(attention.pagamentos_pendentes),
      to: `${paths.admin.compras}?status=pendente`,
    });
  return list;
}

const icons = { danger: 'exclamation-octagon-fill', warning: 'exclamation-triangle-fill', info: 'info-circle-fill' } as const;

/** What needs the organiser now, most urgent first, each a link to the screen that settles it. */
export function HomeAlerts({ attention, sellers }: { attention: NightAttention; sellers: SellerSettlementReport | undefined }) {
  const list = alerts(attention, sellers);
  return (
    <Card as="section" aria-labelledby="home-alerts-title" className="h-100">
      <Card.Header>
        <h2 id="home-alerts-title" className="h5 mb-0">
          Atenção
        </h2>
      </Card.Header>
      {list.length === 0 ? (
        <Card.Body className="text-body-secondary">
          <Icon name="check-circle-fill" className="me-2 text-success" />
          {homeTexts.allClear}
        </Card.Body>
      ) : (
        <ListGroup variant="flush">
          {list.map((a) => (
            <ListGroup.Item key={a.key} action as={Link} to={a.to} className="d-flex align-items-center gap-2">
              <Icon name={icons[a.tone]} className={`text-${a.tone}-emphasis`} />
              <span className="flex-grow-1">{a.text}</span>
              <Icon name="chevron-right" />
            </ListGroup.Item>
          ))}
        </ListGroup>
      )}
    </Card>
  );
}
