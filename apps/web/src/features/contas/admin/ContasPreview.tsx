import { formatMoney } from '@bingo/core';
import { Card, Table } from 'react-bootstrap';
import { type Control, useWatch } from 'react-hook-form';
import { outgoing } from '../components/ContasView';
import { contasTexts as t } from '../contas-texts';
import { previewTotals, type ContasFormValues } from './contas-form-values';

/** The totals as they would be published now: the summary's money in, less costs and prizes bought. */
export function ContasPreview({ control, totalIn }: { control: Control<ContasFormValues>; totalIn: number }) {
  const prizes = useWatch({ control, name: 'prizes' });
  const costs = useWatch({ control, name: 'costs' });
  const totals = previewTotals(totalIn, { prizes, costs });
  const rows: [string, number][] = [
    [t.totalIn, totalIn],
    [t.costsTotal, outgoing(totals.costs)],
    [t.prizesBought, outgoing(totals.bought)],
  ];
  return (
    <Card className="mb-4" aria-labelledby="contas-preview">
      <Card.Body>
        <h2 id="contas-preview" className="h5">
          {t.preview}
        </h2>
        <Table size="sm" className="mb-1">
          <tbody>
            {rows.map(([label, value]) => (
              <tr key={label}>
                <th scope="row" className="fw-normal">
                  {label}
                </th>
                <td className="text-end text-nowrap">{formatMoney(value)}</td>
              </tr>
            ))}
            <tr>
              <th scope="row">{t.net}</th>
              <td className="text-end text-nowrap fw-semibold" data-testid="contas-preview-net">
                {formatMoney(totals.net)}
              </td>
            </tr>
          </tbody>
        </Table>
        <p className="small text-body-secondary mb-0">{t.previewHelp}</p>
      </Card.Body>
    </Card>
  );
}
