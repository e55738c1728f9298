import { expect } from 'vitest';
import type { TestContext } from './app';

type Headers = Record<string, string>;

/**
 * The HTTP calls an API test makes, as the administrator unless a call names other headers. The app
 * and its people are read when a call is made: test files set them in `beforeAll`, after these
 * calls are defined.
 */
export function adminCalls(of: () => { ctx: TestContext; roles: { admin: { auth: Headers } } }) {
  const ctx = () => of().ctx;
  const as = () => of().roles.admin.auth;
  const post = (url: string, payload?: object, headers: Headers = as()) =>
    ctx().app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
  return {
    post,
    get: (url: string, headers: Headers = as()) => ctx().app.inject({ url, headers }),
    patch: (url: string, payload: object, headers: Headers = as()) => ctx().app.inject({ method: 'PATCH', url, headers, payload }),
    /** One ball entered in a round, as the organiser types it on the night. */
    draw: (roundId: number, number: number) => post(`/api/rounds/${roundId}/draw`, { number }),
    /** The same ball, which must be taken (201): the drawn ball's id, for the calls that undo it. */
    drawBall: async (roundId: number, number: number) => {
      const reply = await post(`/api/rounds/${roundId}/draw`, { number });
      expect(reply.statusCode, reply.body).toBe(201);
      return reply.json() as { id: number };
    },
  };
}
