import { inject } from 'vitest';
import type { LiveFixture } from './live-fixture';

/** What the global setup hands to every test file. */
export interface E2eRun {
  /** The app under test, e.g. http://127.0.0.1:43210 (no trailing slash). */
  baseURL: string;
  /** Playwright endpoint of the run's single Chromium. */
  wsEndpoint: string;
  /** File receiving the server's stdout and stderr: where e-mails are printed without SMTP_URL. */
  serverLog: string;
  admin: { email: string; password: string };
}

declare module 'vitest' {
  export interface ProvidedContext {
    e2e: E2eRun;
    /** Only the live-draw spec uses it (see live-fixture.ts). */
    liveFixture: LiveFixture;
  }
}

export const run = (): E2eRun => inject('e2e');

export const liveFixture = (): LiveFixture => inject('liveFixture');
