import { useMutation, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/client';
import { notifySuccess } from '../../../lib/notify';
import { reportTexts } from '../report-texts';
import { reportsKey } from './use-report';

/**
 * The treasurer's record of money handed in (docs/decisions/013): a seller's sales, and marking them
 * acertado. Every change re-reads the reports, whose balances depend on it.
 */
const sellerSalesKey = (sellerId: number) => [...reportsKey, 'seller-sales', sellerId] as const;

/** GET /physical-sales/user/{id}: the seller's sales, of the event when one is chosen. */
export function useSellerSales(sellerId: number, eventId: number | undefined) {
  return useQuery({
    queryKey: sellerSalesKey(sellerId),
    queryFn: ({ signal }) => apiClient.GET('/api/physical-sales/user/{id}', { params: { path: { id: sellerId } }, signal }),
    select: (sales) => (eventId === undefined ? sales : sales.filter((s) => s.event_id === eventId)),
    meta: { errorMessage: reportTexts.loadFailed },
  });
}

/** POST /physical-sales/settle: all of the seller's open sales of the event at once. */
export function useSettleSeller() {
  return useMutation({
    mutationFn: (body: { user_id: number; event_id: number; valor: number }) => apiClient.POST('/api/physical-sales/settle', { body }),
    onSuccess: (reply) => notifySuccess(reply.message),
    meta: { invalidates: [reportsKey], invalidatesAfterFailure: true, errorMessage: reportTexts.settleFailed },
  });
}

/**
 * PUT /physical-sales/{id} {acertado}: one sale handed in, or not after all. Taking a handing-in
 * back in a finished event carries the correction's reason (decisions.md §14).
 */
export function useMarkSaleSettled() {
  return useMutation({
    mutationFn: ({ id, acertado, reason }: { id: number; acertado: boolean; reason?: string }) =>
      apiClient.PUT('/api/physical-sales/{id}', { params: { path: { id } }, body: { acertado, ...(reason ? { reason } : {}) } }),
    meta: { invalidates: [reportsKey], invalidatesAfterFailure: true, errorMessage: reportTexts.settleFailed },
  });
}

/**
 * PUT /physical-sales/{id} {amount}: what the card was really sold for, corrected by an admin;
 * in a finished event with the correction's reason (decisions.md §14).
 */
export function useEditSaleAmount() {
  return useMutation({
    mutationFn: ({ id, amount, reason }: { id: number; amount: number; reason?: string }) =>
      apiClient.PUT('/api/physical-sales/{id}', { params: { path: { id } }, body: { amount, ...(reason ? { reason } : {}) } }),
    onSuccess: () => notifySuccess(reportTexts.saleAmountSaved),
    meta: { invalidates: [reportsKey], invalidatesAfterFailure: true, errorMessage: reportTexts.saleAmountFailed },
  });
}
