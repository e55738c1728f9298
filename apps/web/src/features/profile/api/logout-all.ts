import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/client';
import { logout } from '../../../lib/logout';
import { notifySuccess } from '../../../lib/notify';
import { profileTexts } from '../profile-texts';

/** Ends every session of the user, this one included: its token stops working at once. */
export function logoutAll() {
  return apiClient.POST('/api/auth/logout-all');
}

/** Then the same as Sair: forget the session and the cache, go to Login, with the server's words. */
export function useLogoutAll() {
  return useMutation({
    mutationFn: logoutAll,
    onSuccess: ({ message }) => {
      logout();
      notifySuccess(message);
    },
    meta: { errorMessage: profileTexts.logoutAllFailed },
  });
}
