import { msg } from '@bingo/core';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { LoginThrottleRepository } from './login-throttle.repository';

/** Wrong passwords allowed before the first wait. */
export const FREE_FAILURES = 5;
const FIRST_WAIT_S = 15;
const LONGEST_WAIT_S = 15 * 60;

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
 */
export class LoginThrottle {
  private readonly repo: LoginThrottleRepository;

  /**
   * `throttled` words the 429 for what was guessed: a paper card's check code (issue 17.5) is
   * limited by this same counter, under its own key, with its own sentence.
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

  /** Refuses (429) while the account is in its wait at this address, even with the right password. */
  async check(key: string): Promise<void> {
    const until = await this.repo.blockedUntil(key);
    const seconds = until ? Math.ceil((until.getTime() - Date.now()) / 1000) : 0;
    if (seconds > 0) throw new AppError(429, this.throttled(seconds));
  }

  async failed(key: string): Promise<void> {
    const failures = await this.repo.addFailure(key);
    const wait = waitAfter(failures);
    if (wait > 0) await this.repo.block(key, new Date(Date.now() + wait * 1000));
    if (failures === 1) await this.repo.forgetStale();
  }

  async succeeded(key: string): Promise<void> {
    await this.repo.clear(key);
  }
}
