import { msg, sessionExpired } from '@bingo/core';
import type { ApiError } from './api-error';
import { logout } from './logout';
import { notifyError } from './notify';

interface FailedRequest {
  method: string;
  path: string;
  hadToken: boolean;
}

// The server's 401 texts all carry one of these words (decisions.md §9); the spec matches them so
// that an unrelated 401 (e.g. a wrong current password) never signs the user out.
const SESSION_WORDS = /token|jwt|unauthorized|não autorizado/i;

function isLoginPost(request: FailedRequest): boolean {
  return request.method === 'POST' && request.path === '/login';
}

/** Spec §4 "Session": which failed calls end the session. Marks the error as already shown. */
export function applySessionRules(error: ApiError, request: FailedRequest): void {
  if (error.status === 401 && request.hadToken && !isLoginPost(request) && SESSION_WORDS.test(error.message)) {
    error.handled = true;
    notifyError(sessionExpired);
    logout();
    return;
  }
  if (error.status === 403) {
    error.handled = true;
    notifyError(msg.forbidden);
    logout();
  }
}
