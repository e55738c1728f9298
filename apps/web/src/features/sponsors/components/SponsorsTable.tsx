import { formatMoney, type Sponsor } from '@bingo/core';
import { Button, Table } from 'react-bootstrap';
import { Icon } from '../../../components/Icon';
import { sponsorTexts } from '../sponsor-texts';
import { PaymentStatusBadge } from './PaymentStatusBadge';

export type SponsorAction = 'edit' | 'numbers' | 'delete' | 'preview';

interface Props {
  sponsors: Sponsor[];
  onAction: (action: SponsorAction, sponsor: Sponsor) => void;
}

const actions: { action: SponsorAction; label: string; icon: string; variant: string }[] = [
  { action: 'edit', label: 'Editar Info', icon: 'pencil', variant: 'outline-primary' },
  { action: 'numbers', label: 'Editar Números', icon: 'grid-3x3-gap', variant: 'outline-primary' },
  { action: 'delete', label: 'Excluir', icon: 'trash', variant: 'outline-danger' },
  { action: 'preview', label: 'Preview', icon: 'image', variant: 'outline-secondary' },
];

/** One row per sponsor; on a phone the table scrolls sideways inside its card. */
export function SponsorsTable({ sponsors, onAction }: Props) {
  return (
    <Table responsive hover className="align-middle mb-0 sponsors-table">
      <thead>
        <tr>
          <th scope="col">Nome</th>
          <th scope="col">Contato</th>
          <th scope="col" className="text-end">
            Valor
          </th>
          <th scope="col">Status</th>
          <th scope="col">Números</th>
          <th scope="col">Ações</th>
        </tr>
      </thead>
      <tbody>
        {sponsors.map((sponsor) => (
          <tr key={sponsor.id}>
            <th scope="row" className="fw-semibold">
              {sponsor.name}
            </th>
            <td className="text-break sponsors-table__contact">{sponsor.contact_info ?? '-'}</td>
            <td className="text-end text-nowrap">{formatMoney(sponsor.amount)}</td>
            <td>
              <PaymentStatusBadge status={sponsor.payment_status} />
            </td>
            <td className="sponsors-table__numbers">
              {sponsor.numbers.length > 0 ? (
                sponsor.numbers.join(', ')
              ) : (
                <span className="text-body-secondary">{sponsorTexts.noNumbers}</span>
              )}
            </td>
            <td>
              <div className="d-flex flex-wrap gap-1 sponsors-table__actions">
                {actions.map(({ action, label, icon, variant }) => (
                  // The visible text starts the spoken name ("label in name"); the sponsor tells rows apart.
                  <Button
                    key={action}
                    size="sm"
                    variant={variant}
                    aria-label={`${label} de ${sponsor.name}`}
                    onClick={() => onAction(action, sponsor)}
                  >
                    <Icon name={icon} className="me-1" />
                    {label}
                  </Button>
                ))}
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
