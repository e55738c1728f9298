import { apiClient } from '../../../lib/api/client';
import { userTexts } from '../user-texts';
import { useUserMutation } from './use-user-mutation';

export const setUserStatus = ({ id, active }: { id: number; active: boolean }) =>
  apiClient.PATCH('/api/admin/users/{id}/status', { params: { path: { id } }, body: { active } });
export const useSetUserStatus = () => useUserMutation(setUserStatus, userTexts.actionFailed);
