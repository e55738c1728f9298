import type { Db } from '../../db/client';
import { ResetTokensRepository, type ResetPurpose } from './reset-tokens.repository';
import { type NewUser, UsersRepository, type UserRow } from './users.repository';

// What other modules (auth, guest checkout, purchases, sales, batches) do with an account, as
// operations: the users module owns the record, the repositories stay behind this face
// (docs/decisions/011, "Prefer exporting an operation").

/** The user, or null when there is none with this id. */
export const findUser = (db: Db, id: number): Promise<UserRow | null> => new UsersRepository(db).findById(id);

/** The user with this e-mail (case ignored), or null. */
export const findUserByEmail = (db: Db, email: string): Promise<UserRow | null> => new UsersRepository(db).findByEmail(email);

/** A new account; null when the e-mail is taken (no exception, no half-write). */
export const createAccount = (db: Db, user: NewUser): Promise<UserRow | null> => new UsersRepository(db).insertIfNewEmail(user);

/** Which of these users sell (the responsible of a batch of an event not finished, decisions.md §13). */
export const sellersAmong = (db: Db, ids: readonly number[]): Promise<Set<number>> => new UsersRepository(db).sellers(ids);

/** The user's own name and phone (Perfil); null when the user is gone. */
export const updateProfile = (db: Db, id: number, profile: { name: string; phone: string | null }): Promise<UserRow | null> =>
  new UsersRepository(db).update(id, profile);

/** "Sair de todos os dispositivos": every token made before stops working; null when the user is gone. */
export const endSessions = (db: Db, id: number): Promise<UserRow | null> => new UsersRepository(db).updateEndingSessions(id, {});

/** The phone typed at a checkout becomes the account's, unless the account already has one. */
export const keepPhoneIfMissing = (db: Db, id: number, phone: string): Promise<void> =>
  new UsersRepository(db).keepPhoneIfMissing(id, phone);

/** Keeps a single-use password link (only its hash) until it expires. */
export const keepPasswordLink = (db: Db, userId: number, tokenHash: string, purpose: ResetPurpose, expiresAt: Date): Promise<void> =>
  new ResetTokensRepository(db).insert(userId, tokenHash, purpose, expiresAt);

/** Uses up a password link: its user, or null when it is unknown, used or expired. */
export const usePasswordLink = (tx: Db, tokenHash: string): Promise<number | null> => new ResetTokensRepository(tx).consume(tokenHash);
