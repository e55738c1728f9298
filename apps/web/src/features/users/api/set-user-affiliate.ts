import { apiClient } from '../../../lib/api/client';
import { userTexts } from '../user-texts';
import { useUserMutation } from './use-user-mutation';

export const setUserAffiliate = ({ id, is_affiliate }: { id: number; is_affiliate: boolean }) =>
  apiClient.PATCH('/api/admin/users/{id}/affiliate', { params: { path: { id } }, body: { is_affiliate } });
export const useSetUserAffiliate = () => useUserMutation(setUserAffiliate, userTexts.actionFailed);
