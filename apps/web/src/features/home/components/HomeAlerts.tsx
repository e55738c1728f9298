import { formatMoney, type NightAttention, type SellerSettlementReport } from '@bingo/core';
import { Card, ListGroup } from 'react-bootstrap';
import { Link } from 'react-router';
import { Icon } from '../../../components/Icon';
import { linkTo, paths } from '../../../lib/paths';
import { homeTexts } from '../home-texts';

interface Alert {
  key: string;
  tone: 'danger' | 'warning' | 'info';
  text: string;
  to: string;
}

type Counted = Exclude<keyof NightAttention, 'valor_hoje' | 'eventos_sem_regulamento'>;

/** An alert for a count of the night, shown when the count is above zero. */
interface CountedAlert {
  field: Counted;
  tone: Alert['tone'];
  text: (n: number) => string;
  to: string;
}

/** Most urgent first; the sellers' balance and the events without regulamento (not counts) go between these and LATER. */
const URGENT: CountedAlert[] = [
  { field: 'rodadas_presas', tone: 'danger', text: homeTexts.stuck, to: paths.admin.eventos },
  { field: 'cartelas_bloqueadas', tone: 'warning', text: homeTexts.lockedCards, to: `${paths.admin.cartelasFisicas}?bloqueadas=1` },
  { field: 'compras_em_revisao', tone: 'warning', text: homeTexts.review, to: `${paths.admin.compras}?revisao=1` },
  { field: 'compras_contestadas', tone: 'warning', text: homeTexts.disputed, to: `${paths.admin.compras}?status=contestado` },
  { field: 'compras_estornadas', tone: 'info', text: homeTexts.refunded, to: `${paths.admin.compras}?status=estornado` },
];
const LATER: CountedAlert[] = [
  { field: 'pagamentos_pendentes', tone: 'info', text: homeTexts.pending, to: `${paths.admin.compras}?status=pendente` },
];

function alerts(attention: NightAttention, sellers: SellerSettlementReport | undefined): Alert[] {
  const counted = ({ field, tone, text, to }: CountedAlert): Alert[] =>
    attention[field] > 0 ? [{ key: field, tone, text: text(attention[field]), to }] : [];
  const owing = sellers?.vendedores.filter((s) => s.saldo_a_acertar > 0) ?? [];
  const settle: Alert[] = owing.length
    ? [
        {
          key: 'sellers',
          tone: 'warning',
          text: homeTexts.sellers(owing.length, formatMoney(owing.reduce((sum, s) => sum + s.saldo_a_acertar, 0))),
          to: `${paths.admin.relatoriosVendas}?aba=acerto`,
        },
      ]
    : [];
  const rules: Alert[] = attention.eventos_sem_regulamento.map((event) => ({
    key: `regulamento-${event.id}`,
    tone: 'warning',
    text: homeTexts.noRegulamento(event.name),
    to: linkTo.regulamentoAdmin(event.id),
  }));
  return [...URGENT.flatMap(counted), ...settle, ...rules, ...LATER.flatMap(counted)];
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
