import { DOUBLE_CHECK_ERROR, type DoubleCheckAnswer } from '@account-centre/contract';
import type { Kysely } from 'kysely';
import type { Database } from '#db/schema.ts';
import { appError } from '#lib/app-error.ts';
import { hashToken, newToken } from '#lib/secrets.ts';
import type { DoubleCheckRepo, DoubleCheckTicket } from '#modules/auth/double-check.repo.ts';
import { contactOf, maskContact } from '#modules/user/contact.ts';
import type { UserRow } from '#modules/user/user.repo.ts';

/**
 * The double check (spec §4 `special_user_double_check`, DESIGN §4): after a right password on a
 * risky sign-in the server answers with a single-use ticket instead of tokens; the client asks for
 * a `double-check` code with it and completes sign-in with ticket and code.
 */
export class DoubleCheckService {
  readonly #repo: DoubleCheckRepo;
  /** The ticket lives as long as the code it is for. */
  readonly #ttlSeconds: number;
  readonly #newDevices: boolean;

  constructor(deps: { repo: DoubleCheckRepo; ttlSeconds: number; newDevices: boolean }) {
    this.#repo = deps.repo;
    this.#ttlSeconds = deps.ttlSeconds;
    this.#newDevices = deps.newDevices;
  }

  /**
   * Risk, from what the client cannot choose (decision 026): the account is flagged (spec §4), or
   * — with DOUBLE_CHECK_NEW_DEVICES — the sign-in comes from a device the account has not
   * completed a sign-in or registration from (`KnownDevices`). The country chosen on the login
   * screen no longer decides: the client sends it.
   */
  isRequired(user: UserRow, knownDevice: boolean): boolean {
    return user.doubleCheckRequired || (this.#newDevices && !knownDevice);
  }

  /**
   * A new ticket for the account, as the token call's double-check answer; `destination` is where
   * the code will go (the e-mail address, else the phone), masked.
   */
  async issue(user: UserRow, clientId: string): Promise<DoubleCheckAnswer> {
    const contact = contactOf(user);
    // The database requires an e-mail address or a phone number; this is for the type.
    if (!contact) throw appError('codeSendFailed', 'no contact to send the double-check code to');
    const ticket = newToken();
    await this.#repo.insert({
      hash: hashToken(ticket),
      userId: user.id,
      clientId,
      ttlSeconds: this.#ttlSeconds,
    });
    return {
      error: DOUBLE_CHECK_ERROR,
      error_description: 'additional verification required',
      double_check_token: ticket,
      expires_in: this.#ttlSeconds,
      destination: maskContact(contact),
    };
  }

  /**
   * The live ticket of `token` for an account of `tenantId` (and for `clientId` when given); else
   * 40102 (the first step has to be repeated).
   */
  async findLive(token: string, tenantId: string, clientId?: string): Promise<DoubleCheckTicket> {
    const ticket = await this.#repo.findLive(hashToken(token), tenantId);
    if (!ticket || (clientId !== undefined && ticket.clientId !== clientId)) {
      throw appError('sessionExpired');
    }
    return ticket;
  }

  /** Uses the ticket up inside the caller's transaction; 40102 when it is no longer live. */
  async use(
    trx: Kysely<Database>,
    token: string,
    tenantId: string,
    clientId: string,
  ): Promise<void> {
    const ticket = await this.#repo.use(trx, hashToken(token), tenantId);
    if (!ticket || ticket.clientId !== clientId) throw appError('sessionExpired');
  }
}
