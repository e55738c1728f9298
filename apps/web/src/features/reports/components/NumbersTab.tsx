import { Card, Table } from 'react-bootstrap';
import { SponsorCountLegend, sponsorLevel } from '../../../components/SponsorCountLegend';
import { useNumbersReport } from '../api/numbers-report';
import type { ReportFilter } from '../api/use-report';
import { exportFiles } from '../report-texts';
import { numbersSheet, sheetColumns } from '../xlsx/report-sheets';
import { ExportButton } from './ExportButton';
import { ReportBody } from './ReportBody';

// Spec §2: a box is 'one-sold' when its quantity is 1 and 'two-or-more-sold' when 2 or more; its
// colour is the Patrocinadores map's (sponsorLevel), so one number looks the same on both screens.
const level = (quantidade: number) => (quantidade === 0 ? '' : quantidade === 1 ? 'one-sold' : 'two-or-more-sold');
const spoken = (quantidade: number) =>
  quantidade === 0 ? 'nenhum patrocinador' : quantidade === 1 ? '1 patrocinador' : `${quantidade} patrocinadores`;

/** Números: the event's 1..75 grid, the table with its total, and numeros.xlsx. */
export function NumbersTab({ filter }: { filter: ReportFilter }) {
  const report = useNumbersReport(filter);
  return (
    <ReportBody query={report}>
      {(items) => {
        const total = items.reduce((sum, i) => sum + i.quantidade, 0);
        return (
          <Card>
            <Card.Header className="d-flex flex-wrap justify-content-between align-items-center gap-2 bg-body">
              <h2 className="h5 mb-0">Números patrocinados</h2>
              <ExportButton
                fileName={exportFiles.numbers}
                columns={sheetColumns.numbers}
                sheet={items.length ? () => numbersSheet(items) : null}
              />
            </Card.Header>
            <Card.Body>
              <ol className="reports-numbers list-unstyled mb-2" aria-label="Patrocinadores por número">
                {items.map((i) => (
                  <li
                    key={i.numero}
                    className={`reports-numbers__box ${level(i.quantidade)} ${sponsorLevel(i.quantidade)}`}
                    aria-label={`Número ${i.numero}: ${spoken(i.quantidade)}`}
                    title={i.patrocinador || undefined}
                  >
                    {i.numero}
                  </li>
                ))}
              </ol>
              <SponsorCountLegend />
            </Card.Body>
            <Table responsive hover size="sm" className="align-middle mb-0">
              <thead>
                <tr>
                  <th scope="col">Número</th>
                  <th scope="col">Patrocinador</th>
                  <th scope="col" className="text-end">
                    Qtde. Vendida
                  </th>
                </tr>
              </thead>
              <tbody>
                {items.map((i) => (
                  <tr key={i.numero}>
                    <th scope="row">{i.numero}</th>
                    <td>{i.patrocinador || <span className="text-body-secondary">-</span>}</td>
                    <td className="text-end">{i.quantidade}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr className="fw-bold">
                  <th scope="row" colSpan={2}>
                    Total
                  </th>
                  <td className="text-end">{total}</td>
                </tr>
              </tfoot>
            </Table>
          </Card>
        );
      }}
    </ReportBody>
  );
}
