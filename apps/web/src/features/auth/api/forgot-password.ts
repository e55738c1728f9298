import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/client';
import { texts } from '../../../lib/texts';

export function forgotPassword(email: string) {
  return apiClient.POST('/api/auth/forgot-password', { body: { email } });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword, meta: { errorMessage: texts.forgotPasswordFailed } });
}
