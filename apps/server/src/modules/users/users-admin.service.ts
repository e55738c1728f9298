import { inTransaction } from '../../db/unit-of-work';
import crypto from 'node:crypto';
import { msg, userMessages, type User } from '@bingo/core';
import type { Database } from '../../db/client';
import { AppError, conflict, notFound } from '../../lib/app-error';
import { isStillReferenced, isUniqueViolation } from '../../lib/db-errors';
import { hashPassword } from '../../lib/passwords';
import { replacePassword } from './credentials';
import type { UserDirectory } from './user-directory';
import { UsersRepository, toUserDto, type NewUser, type UserRow } from './users.repository';

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'; // no 0/O, 1/I: codes are read aloud and typed
const CODE_LENGTH = 6;
const CODE_ATTEMPTS = 20;

/** A random affiliate code (6 upper-case letters/digits), crypto-random so codes cannot be guessed in order. */
export function randomAffiliateCode(): string {
  const bytes = crypto.randomBytes(CODE_LENGTH);
  // 32 symbols divide 256 exactly: no modulo bias.
  return Array.from(bytes, (b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');
}

export interface UserInput {
  name: string;
  email: string;
  password: string;
  phone?: string | null | undefined;
  is_admin: boolean;
  is_affiliate: boolean;
}

/** Privilege changes an administrator may ask for (decisions.md §9). */
type Loss = 'demote' | 'deactivate' | 'delete';
const selfRefusal: Record<Loss, string> = {
  demote: userMessages.selfDemote,
  deactivate: userMessages.selfDeactivate,
  delete: userMessages.selfDelete,
};

/**
 * The users admin. Every change is announced through the user directory, so a demoted or
 * deactivated user's open sessions lose their rights at once, in every process.
 */
export class UsersAdminService {
  private readonly repo: UsersRepository;

  constructor(
    private readonly database: Database,
    private readonly directory: UserDirectory,
    private readonly generateCode: () => string = randomAffiliateCode,
  ) {
    this.repo = new UsersRepository(database.db);
  }

  async create(input: UserInput): Promise<User> {
    const row = await this.repo.insertIfNewEmail({
      name: input.name,
      email: input.email,
      phone: input.phone ?? null,
      passwordHash: await hashPassword(input.password),
      isAdmin: input.is_admin,
      isAffiliate: input.is_affiliate,
    });
    if (!row) throw conflict(msg.emailTaken);
    return toUserDto(input.is_affiliate ? await this.ensureCode(row) : row);
  }

  async update(
    actorId: number,
    id: number,
    input: { name: string; email: string; is_admin?: boolean | undefined; is_affiliate?: boolean | undefined },
  ): Promise<User> {
    const changes: Partial<NewUser> = { name: input.name, email: input.email };
    if (input.is_admin !== undefined) changes.isAdmin = input.is_admin;
    if (input.is_affiliate !== undefined) changes.isAffiliate = input.is_affiliate;
    try {
      const row = await this.guarded(actorId, id, input.is_admin === false ? 'demote' : null, (repo) => repo.update(id, changes));
      return toUserDto(row.isAffiliate ? await this.ensureCode(row) : row);
    } catch (err) {
      if (isUniqueViolation(err, 'users_email_key')) throw conflict(msg.emailTaken);
      throw err;
    }
  }

  async setAffiliate(id: number, isAffiliate: boolean): Promise<User> {
    const row = await this.changed(id, await this.repo.update(id, { isAffiliate }));
    return toUserDto(isAffiliate ? await this.ensureCode(row) : row);
  }

  async setStatus(actorId: number, id: number, active: boolean): Promise<User> {
    // A deactivation ends the user's sessions for good: reactivating them later does not revive old tokens.
    const change = (repo: UsersRepository) => (active ? repo.update(id, { active }) : repo.updateEndingSessions(id, { active }));
    return toUserDto(await this.guarded(actorId, id, active ? null : 'deactivate', change));
  }

  /** An administrator's reset: the user's every session and outstanding reset link end with it. */
  async setPassword(id: number, password: string): Promise<void> {
    await this.changed(id, await replacePassword(this.database.db, id, await hashPassword(password)));
  }

  async remove(actorId: number, id: number): Promise<void> {
    try {
      await this.guarded(actorId, id, 'delete', async (repo) => {
        const row = await repo.findById(id);
        if (!row) return null;
        if (await repo.hasSales(id)) throw conflict(userMessages.hasSales);
        await repo.remove(id);
        return row;
      });
    } catch (err) {
      // Anything else still pointing at the user (a batch they are responsible for, cards): keep them too.
      if (isStillReferenced(err)) throw conflict(userMessages.hasSales);
      throw err;
    }
  }

  /**
   * Runs a change that may take an administrator away: never the caller themself, never the last
   * active administrator (checked under a lock on the administrators, so two admins demoting each
   * other at once cannot both succeed).
   */
  private async guarded(
    actorId: number,
    id: number,
    loss: Loss | null,
    change: (repo: UsersRepository) => Promise<UserRow | null>,
  ): Promise<UserRow> {
    if (loss && actorId === id) throw conflict(selfRefusal[loss]);
    const row = await inTransaction(this.database, async ({ tx }) => {
      const repo = new UsersRepository(tx);
      if (loss) {
        const admins = await repo.lockActiveAdmins();
        if (admins.includes(id) && admins.length <= 1) throw conflict(userMessages.lastAdmin);
      }
      return change(repo);
    });
    return this.changed(id, row);
  }

  private async changed(id: number, row: UserRow | null): Promise<UserRow> {
    if (!row) throw notFound(msg.userNotFound);
    await this.directory.changed(id);
    return row;
  }

  /** Gives an affiliate a code the first time; a code already given is kept (links were shared). */
  private async ensureCode(row: UserRow): Promise<UserRow> {
    if (row.code) return row;
    for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt += 1) {
      try {
        const updated = await this.repo.setCodeIfNone(row.id, this.generateCode());
        // null: a concurrent request gave the code first; answer the stored one.
        return updated ?? (await this.repo.findById(row.id)) ?? row;
      } catch (err) {
        if (!isUniqueViolation(err, 'users_code_key')) throw err;
      }
    }
    throw new AppError(503, userMessages.codeFailed);
  }
}
