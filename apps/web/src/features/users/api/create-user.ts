import { apiClient } from '../../../lib/api/client';
import { userTexts } from '../user-texts';
import { useUserMutation } from './use-user-mutation';

export interface NewUserBody {
  name: string;
  email: string;
  password: string;
  is_admin: boolean;
  is_affiliate: boolean;
}

export const createUser = (body: NewUserBody) => apiClient.POST('/api/admin/users', { body });
export const useCreateUser = () => useUserMutation(createUser, userTexts.saveFailed);
