import type { CardBatch } from '@bingo/core';
import { Button, ButtonGroup, Dropdown, Spinner } from 'react-bootstrap';
import { Icon } from '../../../components/Icon';
import { formatBytes } from '../../../lib/download';
import { type CardsPerPage, useBatchPdf } from '../api/download-batch-pdf';

const LAYOUTS: { perPage: CardsPerPage; label: string }[] = [
  { perPage: 4, label: '4 cartelas por folha' },
  { perPage: 2, label: '2 cartelas por folha (maiores)' },
];

/**
 * Downloads one batch's PDF: four cards a sheet with one press, or, from the menu beside it, two
 * bigger ones a sheet. A batch of thousands of cards takes a while to draw, so while it arrives
 * the button says how much has come in, and cannot be pressed a second time.
 */
export function BatchPdfButton({ batch }: { batch: CardBatch }) {
  const { download, pending, bytes } = useBatchPdf();
  if (pending) {
    return (
      <Button size="sm" variant="outline-primary" disabled aria-busy="true" className="text-nowrap">
        <Spinner animation="border" size="sm" className="me-1" aria-hidden="true" />
        <span role="status">Gerando PDF…{bytes ? ` ${formatBytes(bytes)}` : ''}</span>
      </Button>
    );
  }
  return (
    <Dropdown as={ButtonGroup} size="sm">
      <Button variant="outline-primary" className="text-nowrap" aria-label={`PDF do lote ${batch.name}`} onClick={() => download(batch)}>
        <Icon name="file-earmark-pdf" className="me-1" />
        PDF
      </Button>
      <Dropdown.Toggle split variant="outline-primary" aria-label={`Escolher cartelas por folha do lote ${batch.name}`} />
      <Dropdown.Menu>
        {LAYOUTS.map(({ perPage, label }) => (
          <Dropdown.Item key={perPage} as="button" onClick={() => download(batch, perPage)}>
            {label}
          </Dropdown.Item>
        ))}
      </Dropdown.Menu>
    </Dropdown>
  );
}
