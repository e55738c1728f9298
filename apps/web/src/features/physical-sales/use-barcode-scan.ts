import type { PhysicalCard } from '@bingo/core';
import { useRef } from 'react';
import { errorText } from '../../lib/api-error';
import { useFindCardByBarcode } from './api/find-card-by-barcode';

/**
 * The scanning desk: a whole barcode in the barcode field opens its card; when the dialog is done
 * the field is ready again — emptied after a save, its text selected after a cancel — with the
 * focus in it, so the volunteer goes on scanning without touching the mouse.
 */
export function useBarcodeScan(onFound: (card: PhysicalCard) => void, setBarcode: (value: string) => void) {
  const field = useRef<HTMLInputElement | null>(null);
  const lookup = useFindCardByBarcode();

  const scan = (code: string) =>
    lookup.mutate(code, {
      onSuccess: onFound,
      // The next scan should replace the code that found nothing, not add to it.
      onError: () => field.current?.select(),
    });

  const ready = (saved: boolean) => {
    lookup.reset();
    if (saved) setBarcode('');
    // After the dialog has let the focus go back.
    setTimeout(() => (saved ? field.current?.focus() : field.current?.select()));
  };

  return {
    field,
    scan,
    ready,
    looking: lookup.isPending,
    error: lookup.isError ? errorText(lookup.error) : null,
    /** Typing a new code hides the old 'Cartela não encontrada.'. */
    dismissError: () => lookup.isError && lookup.reset(),
  };
}
