import { msg, sessionExpired } from '@bingo/core';
import type { ApiError } from './api-error';
import { logout } from './logout';
import { notifyError } from './notify';
import { getSession } from './session';

interface FailedRequest {
  method: string;
  path: string;
  /** The token the request carried (null: none). */
  token: string | null;
}

// The server's 401 texts all carry one of these words (decisions.md §9); the spec matches them so
// that an unrelated 401 (e.g. a wrong current password) never signs the user out.
const SESSION_WORDS = /token|jwt|unauthorized|não autorizado/i;

function isLoginPost(request: FailedRequest): boolean {
  return request.method === 'POST' && request.path === '/login';
}

/** Spec §4 "Session": which failed calls end the session. Marks the error as already shown. */
export function applySessionRules(error: ApiError, request: FailedRequest): void {
  if (error.status === 401 && request.token !== null && !isLoginPost(request) && SESSION_WORDS.test(error.message)) {
    error.handled = true;
    // Sent with a token this device has replaced since (a password change here or in another tab
    // answered while it was in flight): that token is dead on purpose, the session is not.
    const session = getSession();
    if (session && session.token !== request.token) return;
    notifyError(sessionExpired);
    logout();
    return;
  }
  // 'Acesso negado.' is a role the session lacks: sign out. A 403 with its own sentence refuses one
  // thing to a user who may do others ('Esta cartela não é de um lote seu.', decisions.md §7): shown, not ending the session.
  if (error.status === 403 && (!error.fromServer || error.message === msg.forbidden)) {
    error.handled = true;
    notifyError(msg.forbidden);
    logout();
  }
}
