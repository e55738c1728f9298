import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';

export interface AuthUser {
  id: number;
  name: string;
  is_admin: boolean;
  active: boolean;
}

export const USER_CHANGED_CHANNEL = 'user_changed';
const MAX_AGE_MS = 60_000;

/**
 * The signed-in user behind each request, without a query per request (phones poll every 500 ms).
 * A change to a user is announced on NOTIFY so every process drops its copy at once: a deactivated
 * user's token stops working immediately, everywhere.
 */
export class UserDirectory {
  private readonly cache = new Map<number, { user: AuthUser | null; at: number }>();

  constructor(private readonly database: Database) {}

  async start(): Promise<void> {
    await this.database.listen(USER_CHANGED_CHANNEL, (payload) => {
      const id = Number(payload);
      if (Number.isInteger(id) && id > 0) this.cache.delete(id);
      else this.cache.clear();
    });
  }

  async get(id: number): Promise<AuthUser | null> {
    const hit = this.cache.get(id);
    if (hit && Date.now() - hit.at < MAX_AGE_MS) return hit.user;
    const [row] = await this.database.db
      .select({ id: users.id, name: users.name, is_admin: users.isAdmin, active: users.active })
      .from(users)
      .where(eq(users.id, id));
    const user = row ?? null;
    this.cache.set(id, { user, at: Date.now() });
    return user;
  }

  /** Call after changing a user: drops it here and in every other process. */
  async changed(id: number): Promise<void> {
    this.cache.delete(id);
    await this.database.notify(USER_CHANGED_CHANNEL, String(id));
  }
}
