import { msg } from '@bingo/core';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { LoginThrottleRepository, type WaitRule } from './login-throttle.repository';

/** Wrong passwords allowed before the first wait. */
export const FREE_FAILURES = 5;
const FIRST_WAIT_S = 15;
const LONGEST_WAIT_S = 15 * 60;
const RULE: WaitRule = { free: FREE_FAILURES, first: FIRST_WAIT_S, longest: LONGEST_WAIT_S };

/** The wait after the nth failure: none for the first few, then 15 s doubling up to 15 min. */
export function waitAfter(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(LONGEST_WAIT_S, FIRST_WAIT_S * 2 ** (failures - FREE_FAILURES));
}

/**
 * Wrong passwords are counted per account AND address, with a growing wait. A parish hall shares
 * one address behind its Wi-Fi: one person's wrong guesses must not block anyone else's correct
 * login (a per-address limit did), and someone far away must not be able to lock a buyer out of
 * their own account by failing on purpose (a per-account limit would).
 *
 * Each attempt is counted as a failure before the password is checked, in the same statement that
 * checks the wait (`attempt`); a right one is then forgotten or given back. Checking first and
 * counting after the (slow) password hash let parallel guesses all pass the check
 * (docs/decisions/008).
 */
export class LoginThrottle {
  private readonly repo: LoginThrottleRepository;

  /**
   * `throttled` words the 429 for what was guessed: a paper card's check code (docs/decisions/018)
   * is limited by this same counter, under its own key, with its own sentence.
   */
  constructor(
    db: Db,
    private readonly throttled: (seconds: number) => string = msg.loginThrottled,
  ) {
    this.repo = new LoginThrottleRepository(db);
  }

  /**
   * `email` as loginBody leaves it (trimmed, lower-cased, 254 at most). The address is whatever the
   * trusted proxy wrote, of any length: the key is cut to its column's 320.
   */
  static key(email: string, address: string): string {
    return `${email}|${address}`.slice(0, 320);
  }

  /**
   * Counts this attempt as a failure until it proves right; refuses it (429, nothing counted)
   * while the key is in its wait, even with the right password.
   */
  async attempt(key: string): Promise<void> {
    const failures = await this.repo.admit(key, RULE);
    if (failures === null) {
      const until = await this.repo.blockedUntil(key);
      // The wait may have ended (or been cleared) since: still at least a second, this one was refused.
      const seconds = until ? Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000)) : 1;
      throw new AppError(429, this.throttled(seconds));
    }
    if (failures === 1) await this.repo.forgetStale();
  }

  /** A right password: the count starts again. */
  async succeeded(key: string): Promise<void> {
    await this.repo.clear(key);
  }

  /** A right answer that must not clear earlier failures (a check code): only this attempt is taken back. */
  async giveBack(key: string): Promise<void> {
    await this.repo.giveBack(key);
  }
}
