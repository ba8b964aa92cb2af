import type { UserInfo } from '@account-centre/contract';
import { maskPhone } from '#lib/mask.ts';
import type { RequestAuthentication } from '#modules/session/request-authentication.service.ts';
import type { UserRow } from '#modules/user/user.repo.ts';

/** The session floor's request authentication, reading a signed-in user's account row. */
export type UserRequestAuthentication = RequestAuthentication<UserRow>;

/** What the user-info call tells about the signed-in account. */
export function userInfoOf(user: UserRow): UserInfo {
  const [year = 0, month = 0, day = 0] = user.birthDate.split('-').map(Number);
  return {
    productId: user.productId,
    email: user.email,
    phoneMasked: user.phone === null ? null : maskPhone(user.phone),
    country: user.country,
    birthDate: { year, month, day },
    createdAt: user.createdAt.toISOString(),
  };
}
