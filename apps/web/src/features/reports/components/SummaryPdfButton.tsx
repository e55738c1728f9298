import { Button, Spinner } from 'react-bootstrap';
import { Icon } from '../../../components/Icon';
import { useSummaryPdf } from '../api/summary-pdf';

/** 'Baixar PDF': the summary on one A4 page, drawn by the server. */
export function SummaryPdfButton({ eventId }: { eventId: number | undefined }) {
  const pdf = useSummaryPdf();
  return (
    <Button variant="outline-primary" onClick={() => pdf.mutate(eventId)} disabled={pdf.isPending} aria-busy={pdf.isPending}>
      {pdf.isPending ? (
        <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
      ) : (
        <Icon name="file-earmark-pdf" className="me-1" />
      )}
      Baixar PDF
    </Button>
  );
}
