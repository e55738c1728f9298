import type { CardBatch } from '@bingo/core';
import { Button, Spinner } from 'react-bootstrap';
import { Icon } from '../../../components/Icon';
import { formatBytes } from '../../../lib/download';
import { useBatchPdf } from '../api/download-batch-pdf';

/**
 * Downloads one batch's PDF. A batch of thousands of cards takes a while to draw, so while it
 * arrives the button says how much has come in, and cannot be pressed a second time.
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
    <Button
      size="sm"
      variant="outline-primary"
      className="text-nowrap"
      aria-label={`PDF do lote ${batch.name}`}
      onClick={() => download(batch)}
    >
      <Icon name="file-earmark-pdf" className="me-1" />
      PDF
    </Button>
  );
}
