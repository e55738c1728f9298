import { useState } from 'react';
import { Button, Spinner } from 'react-bootstrap';
import { Icon } from '../../../components/Icon';
import { notifyError } from '../../../lib/notify';
import { errorText } from '../../../lib/api-error';
import { saveXlsx } from '../../reports';
import { adminPurchaseTexts } from '../admin-purchase-texts';
import { listEventBuyers } from '../api/event-buyers';
import { buyersColumns, buyersFileName, buyersSheet } from '../buyers-sheet';

interface Props {
  /** The event chosen in the filters; none, and the button says to choose one. */
  event: { id: number; name: string } | null;
}

/** 'Compradores (Excel)': the treasurer's list of the chosen event, read from the server at click time. */
export function BuyersExportButton({ event }: Props) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    if (!event) return;
    setBusy(true);
    try {
      const buyers = await listEventBuyers(event.id);
      await saveXlsx(buyersSheet(buyers), buyersColumns, buyersFileName(event.name));
    } catch (error) {
      notifyError(errorText(error, adminPurchaseTexts.exportFailed));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="success"
      onClick={run}
      disabled={!event || busy}
      aria-busy={busy}
      title={event ? buyersFileName(event.name) : adminPurchaseTexts.chooseEvent}
    >
      {busy ? (
        <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
      ) : (
        <Icon name="file-earmark-excel" className="me-1" />
      )}
      Compradores (Excel)
    </Button>
  );
}
