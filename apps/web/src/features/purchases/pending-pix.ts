import type { PixReply } from '@bingo/core';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { useCurrentUser } from '../../lib/session';
import { readStorage, removeStorage, storageKeys, writeStorage } from '../../lib/storage-keys';

/** The PIX order being paid, as /comprar shows it until the payment moves on. */
export interface PendingPix {
  code: string;
  qr_code: string;
  /** Null when the code is too long for a QR code: the buyer copies it instead. */
  qr_code_url: string | null;
  expires_at: string;
  total: number;
  /** Whose it is: another account signed in on this browser must not see it. */
  user_id: number;
}

const pendingPixKey = ['purchases', 'pix'] as const;

export function toPendingPix(reply: PixReply, userId: number): PendingPix {
  const { code, qr_code, qr_code_url, expires_at, total } = reply;
  return { code, qr_code, qr_code_url, expires_at, total, user_id: userId };
}

/** Kept in localStorage: leaving for the bank app may reload the tab, and the QR code must stay. */
function readPendingPix(): PendingPix | null {
  const raw = readStorage(storageKeys.pendingPix);
  if (!raw) return null;
  try {
    const pix = JSON.parse(raw) as PendingPix;
    const valid = typeof pix.code === 'string' && typeof pix.qr_code === 'string' && typeof pix.user_id === 'number';
    // Long expired: a visit days later starts a new purchase instead of showing a dead code.
    return valid && Date.parse(pix.expires_at) > Date.now() ? pix : null;
  } catch {
    return null;
  }
}

export function savePendingPix(queryClient: QueryClient, pix: PendingPix): void {
  writeStorage(storageKeys.pendingPix, JSON.stringify(pix));
  queryClient.setQueryData(pendingPixKey, pix);
}

export function clearPendingPix(queryClient: QueryClient): void {
  removeStorage(storageKeys.pendingPix);
  queryClient.setQueryData(pendingPixKey, null);
}

/** The signed-in buyer's pending PIX, if any (the query cache makes every reader re-render). */
export function usePendingPix(): PendingPix | null {
  const user = useCurrentUser();
  const { data } = useQuery({ queryKey: pendingPixKey, queryFn: readPendingPix, initialData: readPendingPix, staleTime: Infinity });
  return data && data.user_id === user?.id ? data : null;
}
