import type { UserInfo } from '@account-centre/contract';
import { appError } from '#lib/app-error.ts';
import { maskPhone } from '#lib/mask.ts';
import type { UserRepo } from '#modules/user/user.repo.ts';

export class UserService {
  readonly #users: UserRepo;

  constructor(users: UserRepo) {
    this.#users = users;
  }

  async info(userId: string): Promise<UserInfo> {
    const user = await this.#users.findById(userId);
    // The session outlived its account (deleted meanwhile): the token is no longer valid.
    if (!user) throw appError('tokenInvalid');
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
}
