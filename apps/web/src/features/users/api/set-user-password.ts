import { api } from '../../../lib/api-client';
import { userTexts } from '../user-texts';
import { useUserMutation } from './use-user-mutation';

export const setUserPassword = ({ id, password }: { id: number; password: string }) =>
  api.patch<{ message: string }>(`/admin/users/${id}/password`, { password });
export const useSetUserPassword = () => useUserMutation(setUserPassword, userTexts.saveFailed);
