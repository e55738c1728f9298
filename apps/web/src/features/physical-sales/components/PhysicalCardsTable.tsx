import '../../../components/stacked-table.css';
import type { PhysicalCard } from '@bingo/core';
import { Button, Table } from 'react-bootstrap';
import { Icon } from '../../../components/Icon';
import { StatusBadge } from '../../../components/StatusBadge';
import { physicalTexts } from '../physical-texts';

interface Props {
  cards: PhysicalCard[];
  onEdit: (card: PhysicalCard) => void;
  /** "Trocar cartela" of a sold card (decisions.md §14, §15). */
  onSwap: (card: PhysicalCard) => void;
}

const dash = <span className="text-body-secondary">-</span>;

/**
 * Spec §2: id, lote, barcode, buyer, contact, seller, status and actions, plus the event (lote names
 * repeat from one night to the next); a small card per row on a phone.
 */
export function PhysicalCardsTable({ cards, onEdit, onSwap }: Props) {
  return (
    <Table hover size="sm" className="align-middle mb-0 table-stack physical-cards-table">
      <thead>
        <tr>
          <th scope="col">ID</th>
          <th scope="col">Evento</th>
          <th scope="col">Lote</th>
          <th scope="col">Código de barras</th>
          <th scope="col">Comprador</th>
          <th scope="col">Contato</th>
          <th scope="col">Vendedor</th>
          <th scope="col">Status</th>
          <th scope="col">Ações</th>
        </tr>
      </thead>
      <tbody>
        {cards.map((card) => {
          const sold = card.physical_sale !== null;
          return (
            <tr key={card.id}>
              <th scope="row">
                {/* On a phone the column headings are hidden: the row says what the number is. */}
                <span className="d-sm-none">Cartela</span> {card.id}
              </th>
              <td data-label="Evento" className="physical-cards__text">
                {/* At most two lines on a desktop row, the whole name on hover (and in the event filter). */}
                <span className="physical-cards__event" title={card.event_name}>
                  {card.event_name}
                </span>
              </td>
              <td data-label="Lote" className="physical-cards__text">
                <span className="physical-cards__lote">{card.lote ?? dash}</span>
              </td>
              <td data-label="Código de barras">{card.barcode ? <span className="font-monospace">{card.barcode}</span> : dash}</td>
              <td data-label="Comprador" className="physical-cards__text">
                {card.full_name || dash}
              </td>
              <td data-label="Contato" className="text-nowrap">
                {card.contact || dash}
              </td>
              <td data-label="Vendedor" className="physical-cards__text">
                {card.physical_sale?.user_name ?? dash}
              </td>
              <td data-label="Status">
                {card.voided ? (
                  // decisions.md §15: returned unsold, or left by a swapped sale; it never plays again.
                  <StatusBadge variant="dark">{card.voided === 'returned' ? physicalTexts.returned : physicalTexts.voided}</StatusBadge>
                ) : (
                  <StatusBadge variant={sold ? 'success' : 'secondary'}>{sold ? physicalTexts.sold : physicalTexts.available}</StatusBadge>
                )}
                {card.claim_locked && (
                  <>
                    {' '}
                    <StatusBadge variant="danger">{physicalTexts.locked}</StatusBadge>
                  </>
                )}
              </td>
              <td className="table-stack__full">
                {/* The visible text starts the spoken name; the card number tells rows apart. A voided card
                    is never sold again (decisions.md §15): nothing to register on it. */}
                {card.voided && !sold ? null : (
                  <Button
                    size="sm"
                    variant={sold ? 'outline-primary' : 'primary'}
                    className="text-nowrap"
                    aria-label={`${sold ? 'Editar' : 'Cadastrar'} cartela ${card.id}`}
                    onClick={() => onEdit(card)}
                  >
                    <Icon name={sold ? 'pencil' : 'person-plus'} className="me-1" />
                    {sold ? 'Editar' : 'Cadastrar'}
                  </Button>
                )}
                {sold && card.event_status !== 'finalizado' && (
                  <Button
                    size="sm"
                    variant="outline-warning"
                    className="text-nowrap ms-1"
                    aria-label={`Trocar cartela ${card.id} por outra`}
                    onClick={() => onSwap(card)}
                  >
                    <Icon name="arrow-left-right" className="me-1" />
                    Trocar
                  </Button>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
