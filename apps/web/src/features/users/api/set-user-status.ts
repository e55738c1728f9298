import type { User } from '@bingo/core';
import { api } from '../../../lib/api-client';
import { userTexts } from '../user-texts';
import { useUserMutation } from './use-user-mutation';

export const setUserStatus = ({ id, active }: { id: number; active: boolean }) => api.patch<User>(`/admin/users/${id}/status`, { active });
export const useSetUserStatus = () => useUserMutation(setUserStatus, userTexts.actionFailed);
