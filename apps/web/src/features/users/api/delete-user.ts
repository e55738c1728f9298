import { apiClient } from '../../../lib/api/client';
import { userTexts } from '../user-texts';
import { useUserMutation } from './use-user-mutation';

export const deleteUser = (id: number) => apiClient.DELETE('/api/admin/users/{id}', { params: { path: { id } } });
export const useDeleteUser = () => useUserMutation(deleteUser, userTexts.deleteFailed);
