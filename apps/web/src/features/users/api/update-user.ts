import type { User } from '@bingo/core';
import { api } from '../../../lib/api-client';
import { userTexts } from '../user-texts';
import { useUserMutation } from './use-user-mutation';

export interface UserEdit {
  name: string;
  email: string;
  is_admin?: boolean;
  is_affiliate?: boolean;
}

/** PATCH /admin/users/{id}: the edit modal, and the make/remove admin action. */
export const updateUser = ({ id, body }: { id: number; body: UserEdit }) => api.patch<User>(`/admin/users/${id}`, body);
export const useUpdateUser = () => useUserMutation(updateUser, userTexts.saveFailed);
