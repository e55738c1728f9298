import { inTransaction } from '../../db/unit-of-work';
import crypto from 'node:crypto';
import { type LoginReply, type Me, msg, type Session, type User } from '@bingo/core';
import type { Db } from '../../db/client';
import type { Env } from '../../env';
import { AppError, notFound } from '../../lib/app-error';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../lib/passwords';
import type { TokenService } from '../../lib/tokens';
import type { Mailer } from '../../mail/mailer';
import {
  createAccount,
  endSessions,
  findUser,
  findUserByEmail,
  keepPasswordLink,
  replacePassword,
  type ResetPurpose,
  sellersAmong,
  type UserDirectory,
  toUserDto,
  updateProfile,
  usePasswordLink,
  type UserRow,
} from '../users';
import { LoginThrottle } from './login-throttle';
import { passwordLinkMail } from './auth.mails';

const RESET_TTL_MS = 60 * 60 * 1000;
export const GUEST_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

export class AuthService {
  constructor(
    private readonly db: Db,
    private readonly tokens: TokenService,
    private readonly directory: UserDirectory,
    private readonly mailer: Mailer,
    private readonly env: Pick<Env, 'PUBLIC_URL'>,
  ) {}

  async session(row: UserRow): Promise<Session> {
    return { token: await this.tokens.sign(row.id, row.sessionVersion), user: toUserDto(row) };
  }

  async register(input: { name: string; email: string; password: string }): Promise<User> {
    const row = await createAccount(this.db, {
      name: input.name,
      email: input.email,
      passwordHash: await hashPassword(input.password),
    });
    if (!row) throw new AppError(409, msg.emailTaken);
    return toUserDto(row);
  }

  /** Signs in; wrong passwords from one address make that account wait there (LoginThrottle). */
  async login(email: string, password: string, address: string): Promise<LoginReply> {
    const throttle = new LoginThrottle(this.db);
    const key = LoginThrottle.key(email, address);
    // Counted as a failure before the password is checked (docs/decisions/008).
    await throttle.attempt(key);
    const row = await findUserByEmail(this.db, email);
    // An unknown e-mail costs the same time and counts the same as a wrong password.
    const valid = row ? await verifyPassword(row.passwordHash, password) : (await burnPasswordCheck(password), false);
    if (!row || !valid) throw new AppError(401, msg.invalidCredentials);
    await throttle.succeeded(key);
    if (!row.active) throw new AppError(401, msg.inactiveUser);
    const [session, sellers] = await Promise.all([this.session(row), sellersAmong(this.db, [row.id])]);
    return { ...session, is_seller: sellers.has(row.id) };
  }

  async me(userId: number): Promise<Me> {
    const row = await findUser(this.db, userId);
    if (!row) throw notFound(msg.userNotFound);
    return { ...toUserDto(row), has_password: row.passwordSet };
  }

  /**
   * "Reenviar link" after a guest purchase and "Definir senha" in Perfil: a link to the caller's
   * own address, never another (so no current password is asked). Without a password yet it is
   * the 7-day "crie sua senha" link; otherwise the usual 1-hour reset link. Answers the address.
   */
  async sendOwnPasswordLink(userId: number): Promise<string> {
    const row = await findUser(this.db, userId);
    if (!row) throw notFound(msg.userNotFound);
    await this.sendPasswordLink(row.id, row.email, row.name, row.passwordSet ? 'reset' : 'guest');
    return row.email;
  }

  async updateMe(userId: number, input: { name: string; phone: string | null }): Promise<User> {
    const row = await updateProfile(this.db, userId, { name: input.name, phone: input.phone });
    if (!row) throw notFound(msg.userNotFound);
    await this.directory.changed(userId);
    return toUserDto(row);
  }

  /** Ends every session of the user, this one included, and voids their reset links; answers a new session for this device. */
  async changePassword(userId: number, current: string, next: string): Promise<string> {
    const row = await findUser(this.db, userId);
    if (!row) throw notFound(msg.userNotFound);
    if (!(await verifyPassword(row.passwordHash, current))) throw new AppError(400, msg.wrongCurrentPassword);
    const updated = await replacePassword(this.db, userId, await hashPassword(next));
    if (!updated) throw notFound(msg.userNotFound);
    await this.directory.changed(userId);
    return this.tokens.sign(userId, updated.sessionVersion);
  }

  /** "Sair de todos os dispositivos": every token of the user, this one included, stops working. */
  async logoutEverywhere(userId: number): Promise<void> {
    if (!(await endSessions(this.db, userId))) throw notFound(msg.userNotFound);
    await this.directory.changed(userId);
  }

  /** Same answer whether or not the e-mail exists: the caller always says "if it exists...". */
  async forgotPassword(email: string): Promise<void> {
    const row = await findUserByEmail(this.db, email);
    if (!row?.active) return;
    await this.sendPasswordLink(row.id, row.email, row.name, 'reset');
  }

  /** Creates a single-use link (1 h to reset, 7 days for a guest's first password) and mails it. */
  async sendPasswordLink(userId: number, email: string, name: string, purpose: ResetPurpose): Promise<void> {
    const token = crypto.randomBytes(32).toString('base64url');
    const ttl = purpose === 'guest' ? GUEST_LINK_TTL_MS : RESET_TTL_MS;
    await keepPasswordLink(this.db, userId, hashToken(token), purpose, new Date(Date.now() + ttl));
    const link = `${this.env.PUBLIC_URL}/reset-password?token=${encodeURIComponent(token)}`;
    await this.mailer.send(passwordLinkMail({ to: email, name, link, purpose }));
  }

  async resetPassword(token: string, password: string): Promise<void> {
    const passwordHash = await hashPassword(password);
    // Token use and the new password land together, or neither does.
    const userId = await inTransaction(this.db, async ({ tx }) => {
      const id = await usePasswordLink(tx, hashToken(token));
      if (!id) throw new AppError(400, msg.resetTokenInvalid);
      await replacePassword(tx, id, passwordHash);
      return id;
    });
    await this.directory.changed(userId);
  }
}
