import type { User } from '@bingo/core';
import { readStorage, storageKeys } from './storage-keys';

/**
 * The signed-in session as localStorage holds it (spec §3), read without React: the app's store
 * (lib/session.ts) starts from it, and the entry reads it before the code has arrived, to draw a
 * buyer's page (docs/decisions/048, 049).
 */
export type StoredSession = { token: string; user: User } | null;

export function readStoredSession(): StoredSession {
  const token = readStorage(storageKeys.token);
  const raw = readStorage(storageKeys.user);
  if (!token || !raw) return null;
  try {
    // A stored user from an older version or edited by hand must not crash the app: signed out.
    const user: unknown = JSON.parse(raw);
    return looksLikeUser(user) ? { token, user } : null;
  } catch {
    return null;
  }
}

/**
 * The fields the shell relies on. Not core's zod userSchema: that would put zod in the first
 * download just to read localStorage.
 */
function looksLikeUser(value: unknown): value is User {
  if (!value || typeof value !== 'object') return false;
  const user = value as Record<string, unknown>;
  return (
    typeof user.id === 'number' && typeof user.name === 'string' && typeof user.email === 'string' && typeof user.is_admin === 'boolean'
  );
}

/** When the session's token (a JWT) expires, in ms; null when it does not say. */
function tokenExpiry(token: string): number | null {
  try {
    const payload = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown };
    return typeof payload.exp === 'number' ? payload.exp * 1000 : null;
  } catch {
    return null;
  }
}

/** The stored session while its token has not expired: what the entry may draw a page for. */
export function liveStoredSession(now: number): StoredSession {
  const session = readStoredSession();
  if (!session) return null;
  const expiry = tokenExpiry(session.token);
  return expiry !== null && expiry <= now ? null : session;
}

/** 'Maria Souza' -> 'Maria': the greeting and the menu use the first name only. */
export function firstName(user: Pick<User, 'name'>): string {
  return user.name.trim().split(/\s+/)[0] ?? user.name;
}
