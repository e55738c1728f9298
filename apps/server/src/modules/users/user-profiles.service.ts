import { msg, type User, type userListItem } from '@bingo/core';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import type { AuthUser } from './user-directory';
import { UsersRepository, toUserDto, type UserFilter } from './users.repository';

type UserListItem = z.infer<typeof userListItem>;

/** Reading users: the users screen's list and one user's profile. */
export class UserProfilesService {
  private readonly users: UsersRepository;

  constructor(db: Db) {
    this.users = new UsersRepository(db);
  }

  /** A page of users, each with whether they sell a batch now (decisions.md §13). */
  async page(filter: UserFilter, page: number, limit: number): Promise<{ items: UserListItem[]; total: number }> {
    const { rows, total } = await this.users.page(filter, page, limit);
    const sellers = await this.users.sellers(rows.map((r) => r.id));
    return { items: rows.map((r) => ({ ...toUserDto(r), is_seller: sellers.has(r.id) })), total };
  }

  /** An administrator may read anyone, a user only themself (decisions.md §9). */
  async profile(me: AuthUser, id: number): Promise<User> {
    if (!me.is_admin && me.id !== id) throw new AppError(403, msg.forbidden);
    const row = await this.users.findById(id);
    if (!row) throw notFound(msg.userNotFound);
    return toUserDto(row);
  }
}
