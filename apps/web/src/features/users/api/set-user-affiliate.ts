import type { User } from '@bingo/core';
import { api } from '../../../lib/api-client';
import { userTexts } from '../user-texts';
import { useUserMutation } from './use-user-mutation';

export const setUserAffiliate = ({ id, is_affiliate }: { id: number; is_affiliate: boolean }) =>
  api.patch<User>(`/admin/users/${id}/affiliate`, { is_affiliate });
export const useSetUserAffiliate = () => useUserMutation(setUserAffiliate, userTexts.actionFailed);
