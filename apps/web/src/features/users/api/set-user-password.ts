import { apiClient } from '../../../lib/api/client';
import { userTexts } from '../user-texts';
import { useUserMutation } from './use-user-mutation';

export const setUserPassword = ({ id, password }: { id: number; password: string }) =>
  apiClient.PATCH('/api/admin/users/{id}/password', { params: { path: { id } }, body: { password } });
export const useSetUserPassword = () => useUserMutation(setUserPassword, userTexts.saveFailed);
