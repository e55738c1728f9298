import '../../../components/stacked-table.css';
import type { PhysicalCard } from '@bingo/core';
import { Button, Table } from 'react-bootstrap';
import { Icon } from '../../../components/Icon';
import { StatusBadge } from '../../../components/StatusBadge';
import { physicalTexts } from '../physical-texts';

interface Props {
  cards: PhysicalCard[];
  onEdit: (card: PhysicalCard) => void;
}

const dash = <span className="text-body-secondary">-</span>;

/** Spec §2: id, lote, barcode, buyer, contact, seller, status and actions; a small card per row on a phone. */
export function PhysicalCardsTable({ cards, onEdit }: Props) {
  return (
    <Table hover className="align-middle mb-0 table-stack">
      <thead>
        <tr>
          <th scope="col">ID</th>
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
              <td data-label="Lote" className="text-nowrap">
                {card.lote ?? dash}
              </td>
              <td data-label="Código de barras">{card.barcode ? <span className="font-monospace">{card.barcode}</span> : dash}</td>
              <td data-label="Comprador">{card.full_name || dash}</td>
              <td data-label="Contato" className="text-nowrap">
                {card.contact || dash}
              </td>
              <td data-label="Vendedor">{card.physical_sale?.user_name ?? dash}</td>
              <td data-label="Status">
                <StatusBadge variant={sold ? 'success' : 'secondary'}>{sold ? physicalTexts.sold : physicalTexts.available}</StatusBadge>
              </td>
              <td className="table-stack__full">
                {/* The visible text starts the spoken name; the card number tells rows apart. */}
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
              </td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
