import { useState } from 'react';
import { Button, Spinner } from 'react-bootstrap';
import type { SheetData } from 'write-excel-file/browser';
import { Icon } from '../../../components/Icon';
import { notifyError } from '../../../lib/notify';
import { reportTexts } from '../report-texts';
import { saveXlsx } from '../xlsx/save-xlsx';

interface Props {
  fileName: string;
  columns: readonly { width: number }[];
  /** Builds the sheet at click time, from the data on screen. */
  sheet: (() => SheetData) | null;
  label?: string;
}

/** 'Exportar Excel': disabled until there is data; busy while the workbook is written. */
export function ExportButton({ fileName, columns, sheet, label = 'Exportar Excel' }: Props) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    if (!sheet) return;
    setBusy(true);
    try {
      await saveXlsx(sheet(), columns, fileName);
    } catch {
      notifyError(reportTexts.exportFailed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="success" onClick={run} disabled={!sheet || busy} aria-busy={busy} title={fileName}>
      {busy ? (
        <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
      ) : (
        <Icon name="file-earmark-excel" className="me-1" />
      )}
      {label}
    </Button>
  );
}
