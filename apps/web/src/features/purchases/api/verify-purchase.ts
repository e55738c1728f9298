import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/client';
import { notifySuccess } from '../../../lib/notify';
import { adminPurchaseTexts } from '../admin-purchase-texts';
import { adminPurchaseKey } from './admin-purchase';
import { adminPurchasesKey } from './admin-purchases';

/** POST /admin/purchases/{id}/verify: "Verificar pagamento" asks the provider now. */
export function verifyPurchase(id: number) {
  return apiClient.POST('/api/admin/purchases/{id}/verify', { params: { path: { id } } });
}

export function useVerifyPurchase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyPurchase,
    meta: { invalidates: [[...adminPurchasesKey, 'list']], errorMessage: adminPurchaseTexts.verifyFailed },
    onSuccess: (reply) => {
      // The answer is the purchase afterwards: the dialog shows it at once, the list catches up.
      queryClient.setQueryData(adminPurchaseKey(reply.purchase.id), reply.purchase);
      notifySuccess(reply.message);
    },
  });
}
