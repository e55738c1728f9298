import { type EventSummary, formatCount, formatMoney, type NightAttention } from '@bingo/core';
import { Card } from 'react-bootstrap';
import { Icon } from '../../../components/Icon';

interface Figure {
  icon: string;
  label: string;
  value: string;
  detail: string;
  /** The money raised against the event's goal (docs/decisions/019), when it has one. */
  goal?: { percent: number; label: string } | undefined;
}

/** "7% da meta de R$ 20.000,00", rounded down: 100% only once the goal is reached. */
function goalOf(raised: number, goal: number | null): Figure['goal'] {
  if (!goal) return undefined;
  const percent = Math.floor((raised / goal) * 100);
  return { percent, label: `${percent}% da meta de ${formatMoney(goal)}` };
}

function figures(summary: EventSummary, attention: NightAttention | undefined, goal: number | null): Figure[] {
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
      goal: goalOf(summary.total_arrecadado, goal),
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
export function HomeFigures({
  summary,
  attention,
  goal,
}: {
  summary: EventSummary;
  attention: NightAttention | undefined;
  goal: number | null;
}) {
  return (
    <ul className="home-figures list-unstyled mb-0" aria-label="Números da noite">
      {figures(summary, attention, goal).map((f) => (
        <li key={f.label}>
          <Card className="h-100">
            <Card.Body>
              <p className="home-figure__label mb-1">
                <Icon name={f.icon} className="me-2" />
                {f.label}
              </p>
              <p className="home-figure__value mb-1">{f.value}</p>
              {f.goal && (
                <>
                  {/* Bootstrap 5.3's markup: the role and the name on the track, the fill inside. */}
                  <div
                    className="progress mb-1"
                    role="progressbar"
                    aria-label="Arrecadado da meta"
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={Math.min(100, f.goal.percent)}
                    aria-valuetext={f.goal.label}
                  >
                    <div
                      className={`progress-bar${f.goal.percent >= 100 ? ' bg-success' : ''}`}
                      style={{ width: `${Math.min(100, f.goal.percent)}%` }}
                    />
                  </div>
                  <p className="small fw-semibold mb-1">{f.goal.label}</p>
                </>
              )}
              <p className="small text-body-secondary mb-0">{f.detail}</p>
            </Card.Body>
          </Card>
        </li>
      ))}
    </ul>
  );
}
