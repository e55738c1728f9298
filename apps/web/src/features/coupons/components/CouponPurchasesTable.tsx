import '../../../components/stacked-table.css';
import { type CouponPurchase, formatDateTime, formatMoney, purchaseStatusLabels } from '@bingo/core';
import { Badge, Table } from 'react-bootstrap';
import { StatusBadge } from '../../../components/StatusBadge';
import { couponTexts } from '../coupon-texts';

/** The purchases that used a coupon: who bought, how it ended, what it cost and what it took off. */
export function CouponPurchasesTable({ purchases }: { purchases: CouponPurchase[] }) {
  return (
    <Table hover size="sm" className="align-middle mb-0 table-stack">
      <thead>
        <tr>
          <th scope="col">Comprador</th>
          <th scope="col">Status</th>
          <th scope="col" className="text-sm-end">
            Total
          </th>
          <th scope="col" className="text-sm-end">
            Desconto
          </th>
          <th scope="col">Data</th>
        </tr>
      </thead>
      <tbody>
        {purchases.map((purchase) => {
          const status = purchaseStatusLabels[purchase.status];
          return (
            <tr key={purchase.id}>
              <th scope="row" className="fw-normal text-break">
                <span className="fw-semibold d-block">{purchase.full_name}</span>
                <span className="small text-body-secondary">{purchase.email}</span>
              </th>
              <td data-label="Status">
                <StatusBadge variant={status.variant}>{status.label}</StatusBadge>
                {purchase.uso_excedente && (
                  <Badge bg="warning" text="dark" className="ms-1">
                    {couponTexts.beyondOne}
                  </Badge>
                )}
              </td>
              <td data-label="Total" className="text-sm-end text-nowrap">
                {formatMoney(purchase.total)}
              </td>
              <td data-label="Desconto" className="text-sm-end text-nowrap">
                {formatMoney(purchase.desconto)}
              </td>
              <td data-label="Data" className="text-nowrap">
                {formatDateTime(purchase.createdAt)}
              </td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
