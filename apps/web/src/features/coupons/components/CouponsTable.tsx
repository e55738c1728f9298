import '../../../components/stacked-table.css';
import './coupons-table.css';
import type { CouponListItem } from '@bingo/core';
import { Badge, Button, Form, Table } from 'react-bootstrap';
import { Icon } from '../../../components/Icon';
import { couponTypeLabels, couponValue } from '../coupon-form';
import { couponTexts } from '../coupon-texts';

interface Props {
  coupons: CouponListItem[];
  onOpen: (coupon: CouponListItem) => void;
  onEdit: (coupon: CouponListItem) => void;
  onDelete: (coupon: CouponListItem) => void;
  onToggle: (coupon: CouponListItem) => void;
  /** The coupon whose status change is on its way: its switch waits. */
  togglingId: number | null;
}

export function CouponsTable({ coupons, onOpen, onEdit, onDelete, onToggle, togglingId }: Props) {
  return (
    <Table hover className="align-middle mb-0 table-stack">
      {/* Two header rows: the three counts sit under one "Usos", so the table fits beside the menu. */}
      <thead className="align-bottom">
        <tr>
          <th scope="col" rowSpan={2}>
            Código
          </th>
          <th scope="col" rowSpan={2}>
            Tipo
          </th>
          <th scope="col" rowSpan={2} className="text-sm-end">
            Valor
          </th>
          <th scope="colgroup" colSpan={3} className="text-center pb-1">
            Usos
          </th>
          <th scope="col" rowSpan={2}>
            Ativo
          </th>
          <th scope="col" rowSpan={2}>
            Ações
          </th>
        </tr>
        <tr>
          <th scope="col" className="text-sm-end">
            Aprovados
          </th>
          <th scope="col" className="text-sm-end">
            Reservados
          </th>
          <th scope="col" className="text-sm-end">
            Restantes
          </th>
        </tr>
      </thead>
      <tbody>
        {coupons.map((coupon) => (
          <tr key={coupon.id}>
            <th scope="row" className="coupon-code font-monospace text-break">
              {coupon.codigo}
            </th>
            <td data-label="Tipo">{couponTypeLabels[coupon.tipo]}</td>
            <td data-label="Valor" className="text-sm-end text-nowrap">
              {couponValue(coupon)}
            </td>
            <td data-label="Usos aprovados" className="text-sm-end">
              {coupon.usos_aprovados}
              {coupon.usos_excedentes > 0 && (
                <Badge bg="warning" text="dark" className="ms-1">
                  {couponTexts.beyond(coupon.usos_excedentes)}
                </Badge>
              )}
            </td>
            <td data-label="Usos reservados" className="text-sm-end">
              {coupon.usos_pendentes}
            </td>
            <td data-label="Usos restantes" className="text-sm-end">
              {coupon.quantidade}
            </td>
            <td data-label="Ativo">
              <Form.Check
                type="switch"
                id={`coupon-active-${coupon.id}`}
                checked={coupon.ativo}
                disabled={togglingId === coupon.id}
                onChange={() => onToggle(coupon)}
                label={<span className="visually-hidden">Ativo: {coupon.codigo}</span>}
              />
            </td>
            <td className="table-stack__full">
              <div className="d-flex flex-wrap gap-1">
                <Button size="sm" variant="outline-secondary" onClick={() => onOpen(coupon)}>
                  <Icon name="receipt" className="me-1" />
                  Compras <span className="visually-hidden">{coupon.codigo}</span>
                </Button>
                <Button size="sm" variant="outline-primary" onClick={() => onEdit(coupon)}>
                  <Icon name="pencil" className="me-1" />
                  Editar <span className="visually-hidden">{coupon.codigo}</span>
                </Button>
                <Button size="sm" variant="outline-danger" onClick={() => onDelete(coupon)}>
                  <Icon name="trash" className="me-1" />
                  Excluir <span className="visually-hidden">{coupon.codigo}</span>
                </Button>
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
