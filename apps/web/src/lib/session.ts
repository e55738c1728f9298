import type { Session, User } from '@bingo/core';
import { useSyncExternalStore } from 'react';
import { clearStorage, storageKeys, writeStorage } from './storage-keys';
import { readStoredSession, type StoredSession } from './stored-session';

/**
 * The signed-in session, persisted in localStorage under 'token' and 'user' (spec §3) and exposed
 * as a tiny external store so every component re-renders when it changes, in this tab or another.
 */
export type SessionState = StoredSession;

type Listener = () => void;
const listeners = new Set<Listener>();
let current: SessionState = readStoredSession();

function emit() {
  current = readStoredSession();
  for (const listener of listeners) listener();
}

export function getSession(): SessionState {
  return current;
}

export function saveSession(session: Session): void {
  writeStorage(storageKeys.token, session.token);
  writeStorage(storageKeys.user, JSON.stringify(session.user));
  emit();
}

export function updateSessionUser(user: User): void {
  if (!current) return;
  writeStorage(storageKeys.user, JSON.stringify(user));
  emit();
}

/**
 * A password change ends every earlier session, this device's token included, and answers with a
 * new one: it takes the old one's place so the user stays signed in here.
 */
export function replaceSessionToken(token: string): void {
  if (!current || !token) return;
  writeStorage(storageKeys.token, token);
  emit();
}

/** Logout clears ALL local storage (spec §9), not only the session keys. */
export function clearSession(): void {
  clearStorage();
  emit();
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Another tab signing in or out changes localStorage without touching this tab's store.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === storageKeys.token || event.key === storageKeys.user) emit();
  });
}

/** Re-reads localStorage; tests use it after writing storage directly. */
export function reloadSession(): void {
  emit();
}

export function useSession(): SessionState {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}

export function useCurrentUser(): User | null {
  return useSession()?.user ?? null;
}
