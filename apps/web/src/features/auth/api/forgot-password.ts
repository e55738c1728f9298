import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { texts } from '../../../lib/texts';

export function forgotPassword(email: string): Promise<{ message: string }> {
  return api.post('/auth/forgot-password', { email });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword, meta: { errorMessage: texts.forgotPasswordFailed } });
}
