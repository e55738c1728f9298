import { api } from '../../../lib/api-client';
import { userTexts } from '../user-texts';
import { useUserMutation } from './use-user-mutation';

export const deleteUser = (id: number) => api.delete<{ message: string }>(`/admin/users/${id}`);
export const useDeleteUser = () => useUserMutation(deleteUser, userTexts.deleteFailed);
