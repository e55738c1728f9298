import { connectionFailed } from '@bingo/core';

/**
 * Every failed API call becomes an ApiError. `status` is 0 when no answer came back.
 * `fromServer` says the message is the server's own text (so screens may show it instead of
 * their generic fallback, as the spec's error catalogue asks). `handled` marks errors whose
 * toast was already shown by the session rules, so nobody shows a second one.
 */
export class ApiError extends Error {
  handled = false;

  constructor(
    readonly status: number,
    message: string,
    readonly fromServer: boolean,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function connectionError(): ApiError {
  return new ApiError(0, connectionFailed, false);
}

/**
 * The text to show for a failure: the server's own message, the connection message when there was
 * no answer, else the screen's fallback (or the generic 'Erro {status}' text).
 */
export function errorText(error: unknown, fallback?: string): string {
  if (error instanceof ApiError) {
    if (error.fromServer || error.status === 0) return error.message;
    return fallback ?? error.message;
  }
  return fallback ?? 'Erro inesperado';
}
