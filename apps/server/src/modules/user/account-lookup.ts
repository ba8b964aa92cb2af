import { parseAccountName, type AccountKind, type AccountName } from '@account-centre/contract';
import { appError } from '#lib/app-error.ts';
import type { PhoneRegionPolicy } from '#modules/user/phone-region.policy.ts';
import type { UserRepo, UserRow } from '#modules/user/user.repo.ts';

/** An account found by a login name, and what kind of name found it. */
export interface FoundAccount {
  user: UserRow;
  namedBy: AccountKind;
}

/**
 * Finds accounts by login name (spec §2: phone, e-mail or product ID), for sign-in and password
 * reset. A phone number is a login name only where phone login applies (spec §1): from another
 * region it is refused with 40310 before any lookup, whether an account has it or not.
 */
export class AccountLookup {
  readonly #users: UserRepo;
  readonly #phoneRegions: PhoneRegionPolicy;

  constructor(deps: { users: UserRepo; phoneRegions: PhoneRegionPolicy }) {
    this.#users = deps.users;
    this.#phoneRegions = deps.phoneRegions;
  }

  /**
   * The login name `name` reads as, for a lookup of its own (the password sign-in's, decision
   * 066); undefined when unreadable. A phone number of a region without phone login → 40310.
   */
  loginName(name: string): AccountName | undefined {
    const account = parseAccountName(name);
    if (account?.kind === 'phone') this.#phoneRegions.assertAllowed(account.value);
    return account;
  }

  /**
   * The account of `tenantId` that `name` denotes; undefined when none of the tenant has it or the
   * name is unreadable.
   */
  async find(tenantId: string, name: string): Promise<FoundAccount | undefined> {
    const account = this.loginName(name);
    if (!account) return undefined;
    const user = await this.#users.findByAccountName(tenantId, account);
    return user && { user, namedBy: account.kind };
  }

  /** As `find`; else 30400 for a phone number, 30401 for anything else. */
  async require(tenantId: string, name: string): Promise<FoundAccount> {
    const found = await this.find(tenantId, name);
    if (found) return found;
    throw appError(
      parseAccountName(name)?.kind === 'phone' ? 'mobileNotSignedUp' : 'accountNotRegistered',
    );
  }
}
