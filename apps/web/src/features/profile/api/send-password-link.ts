import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/client';
import { profileTexts } from '../profile-texts';

/** A link to choose a password, sent to the signed-in user's own address (decisions.md §6). */
export function sendPasswordLink() {
  return apiClient.POST('/api/auth/password-link');
}

export function useSendPasswordLink() {
  return useMutation({ mutationFn: sendPasswordLink, meta: { errorMessage: profileTexts.passwordLinkFailed } });
}
