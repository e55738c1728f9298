import { useMutation } from '@tanstack/react-query';
import { usersKey } from './list-users';

/** A users admin write: refreshes every users list after it and shows the server's refusal text. */
export function useUserMutation<TVars, TResult>(mutationFn: (vars: TVars) => Promise<TResult>, errorMessage: string) {
  return useMutation({
    mutationFn,
    meta: { invalidates: [usersKey], errorMessage },
  });
}
