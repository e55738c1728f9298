import { apiClient } from '../../../lib/api/client';
import { userTexts } from '../user-texts';
import { useUserMutation } from './use-user-mutation';

export interface UserEdit {
  name: string;
  email: string;
  is_admin?: boolean;
  is_affiliate?: boolean;
}

/** PATCH /admin/users/{id}: the edit modal, and the make/remove admin action. */
export const updateUser = ({ id, body }: { id: number; body: UserEdit }) =>
  apiClient.PATCH('/api/admin/users/{id}', { params: { path: { id } }, body });
export const useUpdateUser = () => useUserMutation(updateUser, userTexts.saveFailed);
