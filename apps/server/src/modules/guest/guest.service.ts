import crypto from 'node:crypto';
import { msg, type Session } from '@bingo/core';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { hashPassword } from '../../lib/passwords';
import type { AuthService } from '../auth';
import { createAccount } from '../users';

/**
 * Buying without an account (decisions.md §6): the account is made on the spot and signed in, and
 * the buyer gets a 7-day link to choose a password. Nobody knows the random password it starts with.
 */
export class GuestService {
  constructor(
    private readonly db: Db,
    private readonly auth: AuthService,
  ) {}

  async checkoutInit(input: { name: string; email: string; cpf: string }): Promise<Session> {
    const row = await createAccount(this.db, {
      name: input.name,
      email: input.email,
      document: input.cpf,
      passwordHash: await hashPassword(crypto.randomBytes(32).toString('base64url')),
      passwordSet: false,
    });
    // The web looks for both 'email' and 'cadastrado' in this text to offer the login.
    if (!row) throw new AppError(409, msg.guestEmailTaken);
    await this.auth.sendPasswordLink(row.id, row.email, row.name, 'guest');
    return this.auth.session(row);
  }
}
