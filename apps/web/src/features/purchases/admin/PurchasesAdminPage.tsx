import '../admin-purchases.css';
import { ADMIN_PURCHASES_PAGE_SIZE } from '@bingo/core';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { PagedListCard, pageRows } from '../../../components/PagedListCard';
import { PageHeader } from '../../../components/PageHeader';
import { usePagedFilters } from '../../../lib/use-paged-filters';
import { useEvents } from '../../events';
import { adminPurchaseQuery, filtersFromAddress } from '../admin-purchase-filters';
import { adminPurchaseTexts } from '../admin-purchase-texts';
import { useAdminPurchases } from '../api/admin-purchases';
import { BuyersExportButton } from '../components/BuyersExportButton';
import { PurchaseDetailDialog } from '../components/PurchaseDetailDialog';
import { PurchaseFiltersCard } from '../components/PurchaseFiltersCard';
import { PurchasesTable } from '../components/PurchasesTable';

/** /admin/compras: "did Dona Maria's payment go through?" answered in one search. */
export function PurchasesAdminPage() {
  const paging = usePagedFilters(filtersFromAddress(useLocation().search), ADMIN_PURCHASES_PAGE_SIZE);
  const list = useAdminPurchases(adminPurchaseQuery(paging.filters, paging.page));
  const events = useEvents().data ?? [];
  const [open, setOpen] = useState<number | null>(null);
  const chosenEvent = events.find((e) => String(e.id) === paging.filters.event_id) ?? null;

  return (
    <>
      <PageHeader
        title={adminPurchaseTexts.title}
        subtitle={adminPurchaseTexts.subtitle}
        actions={
          <div className="purchases-export">
            <BuyersExportButton event={chosenEvent} />
            {!chosenEvent && <p className="small text-body-secondary mb-0 mt-1">{adminPurchaseTexts.chooseEvent}</p>}
          </div>
        }
      />
      <PurchaseFiltersCard applied={paging.filters} onApply={paging.applyFilters} events={events} />
      <PagedListCard
        title="Compras on-line"
        noun={['compra', 'compras']}
        query={pageRows(list, (page) => page.data)}
        total={list.data?.total ?? 0}
        refreshing={list.isPlaceholderData}
        page={paging.page}
        limit={ADMIN_PURCHASES_PAGE_SIZE}
        onPage={paging.setPage}
        loadFailed={adminPurchaseTexts.loadFailed}
        empty={adminPurchaseTexts.empty}
        paginationLabel="Paginação das compras"
      >
        {(purchases) => <PurchasesTable purchases={purchases} onOpen={(p) => setOpen(p.id)} />}
      </PagedListCard>
      {open !== null && <PurchaseDetailDialog key={open} purchaseId={open} onClose={() => setOpen(null)} />}
    </>
  );
}
