import type { User } from '@bingo/core';
import { notifySuccess } from '../../lib/notify';
import { useSetUserAffiliate } from './api/set-user-affiliate';
import { useSetUserStatus } from './api/set-user-status';
import { useUpdateUser } from './api/update-user';
import { userTexts } from './user-texts';

/** The row's one-click toggles: admin, affiliate, active. Refusals show the server's text. */
export function useUserToggles() {
  const update = useUpdateUser();
  const affiliate = useSetUserAffiliate();
  const status = useSetUserStatus();
  const done = { onSuccess: () => notifySuccess(userTexts.statusChanged) };
  return {
    pending: update.isPending || affiliate.isPending || status.isPending,
    admin: (user: User) => update.mutate({ id: user.id, body: { name: user.name, email: user.email, is_admin: !user.is_admin } }, done),
    affiliate: (user: User) => affiliate.mutate({ id: user.id, is_affiliate: !user.is_affiliate }, done),
    status: (user: User) => status.mutate({ id: user.id, active: !user.active }, done),
  };
}
