import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';

export interface AuthUser {
  id: number;
  name: string;
  is_admin: boolean;
  active: boolean;
  /** Tokens carry it; one made under an older version is refused (decisions.md §12). */
  session_version: number;
}

export const USER_CHANGED_CHANNEL = 'user_changed';
const MAX_AGE_MS = 60_000;

type ChangeListener = (id: number | null) => void;

/**
 * The signed-in user behind each request, without a query per request (phones poll every 500 ms).
 * A change to a user is announced on NOTIFY so every process drops its copy at once: a deactivated
 * user's token, or one made before a password change, stops working immediately, everywhere.
 */
export class UserDirectory {
  private readonly cache = new Map<number, { user: AuthUser | null; at: number }>();
  private readonly listeners = new Set<ChangeListener>();

  constructor(private readonly database: Database) {}

  async start(): Promise<void> {
    await this.database.listen(USER_CHANGED_CHANNEL, (payload) => {
      const id = Number(payload);
      this.drop(Number.isInteger(id) && id > 0 ? id : null);
    });
  }

  /** The user as held in memory, without waiting (docs/decisions/037); undefined when it must be read. */
  peek(id: number): AuthUser | null | undefined {
    const hit = this.cache.get(id);
    return hit && Date.now() - hit.at < MAX_AGE_MS ? hit.user : undefined;
  }

  async get(id: number): Promise<AuthUser | null> {
    const held = this.peek(id);
    if (held !== undefined) return held;
    const [row] = await this.database.db
      .select({ id: users.id, name: users.name, is_admin: users.isAdmin, active: users.active, session_version: users.sessionVersion })
      .from(users)
      .where(eq(users.id, id));
    const user = row ?? null;
    this.cache.set(id, { user, at: Date.now() });
    return user;
  }

  /** Call after changing a user: drops it here and in every other process. */
  async changed(id: number): Promise<void> {
    this.drop(id);
    await this.database.notify(USER_CHANGED_CHANNEL, String(id));
  }

  /** Hears of every change to a user (null: possibly all), here or in another process. */
  onChange(listener: ChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private drop(id: number | null): void {
    if (id === null) this.cache.clear();
    else this.cache.delete(id);
    for (const listener of this.listeners) listener(id);
  }
}
