// The public face of the users module: all that code outside it may import (lint-enforced, docs/decisions).
export { userRoutes } from './users.routes';
export { usersServices } from './users.services';
export { UserDirectory, type AuthUser } from './user-directory';
export { signedIn } from './signed-in';
export { UsersRepository, toUserDto, type UserRow } from './users.repository';
export { replacePassword } from './credentials';
export { ResetTokensRepository, type ResetPurpose } from './reset-tokens.repository';
