import { type EventSummary, formatCount, formatMoney, type NightAttention } from '@bingo/core';
import { Card } from 'react-bootstrap';
import { Icon } from '../../../components/Icon';

interface Figure {
  icon: string;
  label: string;
  value: string;
  detail: string;
}

function figures(summary: EventSummary, attention: NightAttention | undefined): Figure[] {
  return [
    {
      icon: 'grid-3x3-gap-fill',
      label: 'Cartelas em jogo',
      value: formatCount(summary.cartelas_em_jogo),
      detail: `${formatCount(summary.online_cartelas)} online · ${formatCount(summary.fisicas_vendidas)} físicas`,
    },
    {
      icon: 'cash-coin',
      label: 'Total arrecadado',
      value: formatMoney(summary.total_arrecadado),
      detail: `online ${formatMoney(summary.online_liquido)} · físicas ${formatMoney(summary.fisicas_valor)} · patrocínios ${formatMoney(summary.patrocinios_recebidos)}`,
    },
    {
      icon: 'cart-check',
      label: 'Compras online hoje',
      value: attention ? formatCount(attention.compras_hoje) : '…',
      detail: attention ? formatMoney(attention.valor_hoje) : '',
    },
    {
      icon: 'hourglass-split',
      label: 'Pagamentos pendentes',
      value: attention ? formatCount(attention.pagamentos_pendentes) : '…',
      detail: 'aguardando o banco ou o comprador',
    },
    {
      icon: 'award',
      label: 'Patrocínios recebidos',
      value: formatMoney(summary.patrocinios_recebidos),
      detail: `a receber ${formatMoney(summary.patrocinios_pendentes)}`,
    },
  ];
}

/** The night's numbers as big figures, each with what it is made of. */
export function HomeFigures({ summary, attention }: { summary: EventSummary; attention: NightAttention | undefined }) {
  return (
    <ul className="home-figures list-unstyled mb-0" aria-label="Números da noite">
      {figures(summary, attention).map((f) => (
        <li key={f.label}>
          <Card className="h-100">
            <Card.Body>
              <p className="home-figure__label mb-1">
                <Icon name={f.icon} className="me-2" />
                {f.label}
              </p>
              <p className="home-figure__value mb-1">{f.value}</p>
              <p className="small text-body-secondary mb-0">{f.detail}</p>
            </Card.Body>
          </Card>
        </li>
      ))}
    </ul>
  );
}
