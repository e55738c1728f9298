import '../physical-cards.css';
import type { PhysicalCard } from '@bingo/core';
import { useState } from 'react';
import { Alert, Button } from 'react-bootstrap';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { useActiveEvent } from '../../../lib/active-event';
import { useEvents } from '../../events';
import { SwapSaleDialog } from '../../../components/SwapSaleDialog';
import { errorText } from '../../../lib/api-error';
import { useCards } from '../api/list-cards';
import { useSwapSale } from '../api/swap-sale';
import { cardListQuery } from '../card-filters';
import { CardFiltersCard } from '../components/CardFiltersCard';
import { CardInfoDialog } from '../components/CardInfoDialog';
import { CardsListCard } from '../components/CardsListCard';
import { physicalTexts } from '../physical-texts';
import { useBarcodeScan } from '../use-barcode-scan';
import { useCardFilters } from '../use-card-filters';

/** What the dialog is editing, and whether it came from the barcode field (scanning) or a row. */
type Editing = { card: PhysicalCard; scanned: boolean } | null;

/** /admin/cartelas/fisicas: 'Cartelas Físicas & Vendedores' (spec §2 "Physical cards"). */
export function PhysicalCardsAdminPage() {
  const filters = useCardFilters();
  const active = useActiveEvent();
  const events = useEvents();
  const activeEventId = active.data?.id;
  // ?bloqueadas=1 (the home's alert): only the paper cards locked for claims, within the filters shown.
  const [params, setParams] = useSearchParams();
  const lockedOnly = params.get('bloqueadas') === '1';
  const query = {
    ...cardListQuery(filters.applied, filters.page, activeEventId),
    ...(lockedOnly ? { claim_locked: 'true' as const } : {}),
  };
  // The event filter starts on the active event: the list waits for it rather than load every event first.
  const list = useCards(query, !active.isPending);
  const [editing, setEditing] = useState<Editing>(null);
  const swap = useSwapSale();
  const [swapping, setSwapping] = useState<PhysicalCard | null>(null);
  const scanner = useBarcodeScan(
    (card) => setEditing({ card, scanned: true }),
    (value) => filters.set('barcode', value),
  );

  const closeDialog = (saved: boolean) => {
    if (editing?.scanned) scanner.ready(saved);
    setEditing(null);
  };

  return (
    <>
      <PageHeader
        title="Cartelas Físicas & Vendedores"
        subtitle="Escaneie ou busque uma cartela para registrar o comprador e o vendedor."
      />
      {lockedOnly && (
        <Alert variant="warning" className="d-flex flex-column flex-sm-row align-items-sm-center gap-2">
          <span className="flex-grow-1">{physicalTexts.lockedOnly}</span>
          <Button variant="outline-dark" size="sm" onClick={() => setParams({})}>
            {physicalTexts.showAll}
          </Button>
        </Alert>
      )}
      <CardFiltersCard
        draft={filters.draft}
        events={events.data ?? []}
        activeEventId={activeEventId}
        onChange={(key, value) => {
          if (key === 'barcode') scanner.dismissError();
          filters.set(key, value);
        }}
        onApply={filters.apply}
        onClear={filters.clear}
        onBarcode={scanner.scan}
        barcodeRef={scanner.field}
        barcodeError={scanner.error}
        lookingUp={scanner.looking}
      />
      <CardsListCard
        list={list}
        page={filters.page}
        onPage={filters.setPage}
        onEdit={(card) => setEditing({ card, scanned: false })}
        onSwap={setSwapping}
      />
      <SwapSaleDialog
        fromCardId={swapping?.id ?? null}
        pending={swap.isPending}
        error={swap.isError ? errorText(swap.error) : null}
        onCancel={() => {
          swap.reset();
          setSwapping(null);
        }}
        onConfirm={(body) =>
          swapping?.physical_sale && swap.mutate({ saleId: swapping.physical_sale.id, swap: body }, { onSuccess: () => setSwapping(null) })
        }
      />
      {editing && (
        <CardInfoDialog key={editing.card.id} card={editing.card} onClose={() => closeDialog(false)} onSaved={() => closeDialog(true)} />
      )}
    </>
  );
}
