// The public face of the users module: all that code outside it may import (lint-enforced, docs/decisions).
export { userRoutes } from './users.routes';
export { usersServices } from './users.services';
export { UserDirectory, type AuthUser } from './user-directory';
export { signedIn } from './signed-in';
export { toUserDto, type UserRow } from './users.repository';
export { replacePassword } from './credentials';
export { type ResetPurpose } from './reset-tokens.repository';
export {
  createAccount,
  endSessions,
  findUser,
  findUserByEmail,
  keepPasswordLink,
  keepPhoneIfMissing,
  sellersAmong,
  updateProfile,
  usePasswordLink,
} from './accounts';
