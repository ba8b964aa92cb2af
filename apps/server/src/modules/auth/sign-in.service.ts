import {
  errorMessages,
  type AuthCodeRequest,
  type AuthCodeResult,
  type CodeGrant,
  type CodePurpose,
  type DoubleCheckAnswer,
  type DoubleCheckGrant,
  type PasskeyGrant,
  type PasswordGrant,
  type SecondFactorAnswer,
  type SecondFactorGrant,
  type TokenPair,
} from '@account-centre/contract';
import type { Kysely } from 'kysely';
import type { Database } from '#db/schema.ts';
import { appError, isAppError } from '#lib/app-error.ts';
import { hashToken } from '#lib/secrets.ts';
import type { ClientInfo } from '#lib/client-info.ts';
import type { AuthService } from '#modules/auth/auth.service.ts';
import type { DoubleCheckService } from '#modules/auth/double-check.service.ts';
import type { KnownDevices } from '#modules/auth/known-devices.repo.ts';
import type { SignInRepo } from '#modules/auth/sign-in.repo.ts';
import type {
  PasskeyAssertions,
  SecondFactorStep,
  SignInActivity,
} from '#modules/auth/sign-in.ports.ts';
import type { CredentialsService } from '#modules/credentials/credentials.service.ts';
import type { LockoutService } from '#modules/lockout/lockout.service.ts';
import type { RelyingParty } from '#modules/credentials/relying-party.ts';
import type { AccountLookup } from '#modules/user/account-lookup.ts';
import { contactOf, maskContact, type Contact } from '#modules/user/contact.ts';
import type { UserRepo, UserRow } from '#modules/user/user.repo.ts';
import type { VerificationService } from '#modules/verification/verification.service.ts';

/** Who asks for a code: the tenant whose account is meant, the mail's brand and the per-IP cap. */
export interface CodeRequestContext {
  tenantId: string;
  brandName: string;
  clientIp: string;
}

/**
 * Who asks for tokens: the authenticated client, for an account of the request's tenant, from
 * the device of `deviceToken` (the device cookie's, or a new one the answer sets).
 */
export interface GrantContext {
  clientId: string;
  tenantId: string;
  deviceToken: string;
  /** The client's address and browser (the activity log's failed sign-in). */
  client?: ClientInfo | undefined;
}

const NO_CLIENT: ClientInfo = { ip: null, userAgent: null };

/**
 * In the token call a wrong, expired or used code is the spec's token text `Invalid or expired
 * verification` (40013), not the code calls' 11000/11001.
 */
function asTokenCallError(error: unknown): unknown {
  if (
    isAppError(error) &&
    (error.errorName === 'verificationCodeInvalid' || error.errorName === 'verificationCodeExpired')
  ) {
    return appError('invalidOrExpiredVerification');
  }
  return error;
}

/**
 * Sign-in (the token call's password, code and double-check grants) and the codes for it
 * ({oauthEmail}). A proven sign-in becomes a session through `AuthService.startSession`. Every
 * account, code and ticket is looked for in the request's tenant only: another tenant's is unknown.
 */
export class SignInService {
  readonly #db: Kysely<Database>;
  readonly #auth: AuthService;
  readonly #users: UserRepo;
  readonly #accounts: AccountLookup;
  readonly #codes: VerificationService;
  readonly #lockout: LockoutService;
  readonly #credentials: CredentialsService;
  readonly #doubleCheck: DoubleCheckService;
  readonly #devices: KnownDevices;
  readonly #reads: SignInRepo;
  readonly #security: SignInActivity | undefined;
  readonly #totp: SecondFactorStep | undefined;
  readonly #passkeys: PasskeyAssertions | undefined;

  constructor(deps: {
    db: Kysely<Database>;
    auth: AuthService;
    users: UserRepo;
    accounts: AccountLookup;
    codes: VerificationService;
    lockout: LockoutService;
    /** The password check and its counter (decision 039). */
    credentials: CredentialsService;
    doubleCheck: DoubleCheckService;
    devices: KnownDevices;
    /** The password sign-in's reads before the hash, in one statement (decision 066). */
    reads: SignInRepo;
    /** The activity log (failed sign-ins); the route records the successful ones. */
    security?: SignInActivity;
    /** The authenticator app: its accounts answer `second_factor_required` instead of tokens. */
    totp?: SecondFactorStep;
    /** Passkeys: `grant_type=passkey`. */
    passkeys?: PasskeyAssertions;
  }) {
    this.#db = deps.db;
    this.#auth = deps.auth;
    this.#users = deps.users;
    this.#accounts = deps.accounts;
    this.#codes = deps.codes;
    this.#lockout = deps.lockout;
    this.#credentials = deps.credentials;
    this.#doubleCheck = deps.doubleCheck;
    this.#devices = deps.devices;
    this.#reads = deps.reads;
    this.#security = deps.security;
    this.#totp = deps.totp;
    this.#passkeys = deps.passkeys;
  }

  /**
   * Whether a password sign-in's tokens come with its activity event and session details already
   * written (decision 060): then the route does not call `SignInActivity.signedIn` for them.
   */
  get recordsPasswordSignIns(): boolean {
    return this.#security !== undefined;
  }

  /** Whether the account's sign-in needs the authenticator app's second step. */
  async #needsSecondFactor(userId: string): Promise<boolean> {
    return (await this.#totp?.isEnabled(userId)) === true;
  }

  /**
   * The end of a proven first step: the session (and the device remembered), or — for an account
   * with the authenticator app — the second step's ticket.
   */
  async #signedIn(
    executor: Kysely<Database>,
    userId: string,
    { clientId, deviceToken }: GrantContext,
    secondFactor: boolean,
  ): Promise<TokenPair | SecondFactorAnswer> {
    if (secondFactor && this.#totp) return this.#totp.issueTicket(executor, userId, clientId);
    const tokens = await this.#auth.startSession(executor, userId, clientId, {
      clearLoginAttempts: true,
    });
    await this.#devices.remember(executor, userId, deviceToken);
    return tokens;
  }

  /**
   * `grant_type=second_factor`: the ticket of the first step and the authenticator app's code or
   * a recovery code. Dead ticket → 40102; wrong, reused (the same step twice) or an unknown or
   * used recovery code → 40018, counted against the ticket (CODE_MAX_ATTEMPTS, then dead).
   */
  async secondFactorGrant(grant: SecondFactorGrant, context: GrantContext): Promise<TokenPair> {
    if (!this.#totp) throw appError('unsupportedGrantType');
    const totp = this.#totp;
    return totp.verify(
      {
        ticket: grant.second_factor_token,
        code: grant.code,
        recoveryCode: grant.recovery_code,
      },
      {
        tenantId: context.tenantId,
        clientId: context.clientId,
        client: context.client ?? NO_CLIENT,
      },
      async (trx, userId) => {
        await this.#refuseDisabled(trx, userId);
        const tokens = await this.#auth.startSession(trx, userId, context.clientId, {
          clearLoginAttempts: true,
        });
        await this.#devices.remember(trx, userId, context.deviceToken);
        return tokens;
      },
    );
  }

  /** A disabled account (support console, decision 035) gets 40320 and no session. */
  async #refuseDisabled(trx: Kysely<Database>, userId: string): Promise<void> {
    const user = await this.#users.findById(userId, trx);
    // Decision 048: a passkey of an account whose deletion is pending is as an unknown one.
    if (!user || user.deletionRequestedAt !== null) throw appError('passkeyInvalid');
    if (user.disabledAt !== null) throw appError('accountDisabled');
  }

  /**
   * `grant_type=passkey` (decision 034): the browser's answer to the options of
   * {passkeySignInOptions}. A full sign-in: the passkey proves possession and (user verification)
   * the person, so neither the double check nor the authenticator app follows; like a code
   * sign-in it ends a password lock's streak, and the device becomes known. Refused → 40070.
   */
  async passkeyGrant(
    grant: PasskeyGrant,
    context: GrantContext & { rp: RelyingParty },
  ): Promise<TokenPair> {
    if (!this.#passkeys) throw appError('unsupportedGrantType');
    return this.#passkeys.signIn(
      grant.credential,
      { tenantId: context.tenantId, client: context.client ?? NO_CLIENT, rp: context.rp },
      async (trx, userId) => {
        // After the passkey is checked: only the account's owner learns that it is disabled.
        await this.#refuseDisabled(trx, userId);
        const tokens = await this.#auth.startSession(trx, userId, context.clientId, {
          clearLoginAttempts: true,
        });
        await this.#devices.remember(trx, userId, context.deviceToken);
        return tokens;
      },
    );
  }

  /**
   * A sign-in proven by another identity provider (decision 050; the token call's `connector`
   * grant, after the connector has checked and used its ticket): the rules after a right password
   * apply — a disabled account 40320, a locked one 40010, a double check on a risky sign-in, the
   * authenticator app's second step — and the session is an ordinary first-party session.
   */
  async upstreamSignIn(
    userId: string,
    context: GrantContext,
  ): Promise<TokenPair | DoubleCheckAnswer | SecondFactorAnswer> {
    const user = await this.#users.findById(userId);
    if (!user) throw appError('connectorTicketInvalid');
    if (user.disabledAt !== null) throw appError('accountDisabled');
    await this.#lockout.assertNotLocked(user.id);
    const knownDevice = await this.#devices.isKnown(user.id, context.deviceToken);
    if (this.#doubleCheck.isRequired(user, knownDevice)) {
      return this.#doubleCheck.issue(user, context.clientId);
    }
    return this.#signedIn(this.#db, user.id, context, await this.#needsSecondFactor(user.id));
  }

  /**
   * `grant_type=password`. Unknown account → 40012 (after a dummy verification, so that it takes
   * as long as a wrong password); wrong → 40011; locked → 40010; a phone number of a region without
   * phone login → 40310. A right password on a risky sign-in (`DoubleCheckService.isRequired`)
   * answers with a double-check ticket instead of tokens. The failed attempts are cleared only
   * when the whole sign-in succeeds: here, or after the double check.
   */
  async passwordGrant(
    grant: PasswordGrant,
    context: GrantContext,
  ): Promise<TokenPair | DoubleCheckAnswer | SecondFactorAnswer> {
    const { clientId, tenantId, client } = context;
    const name = this.#accounts.loginName(grant.username);
    // Decision 066: the account, the claim of its lock's attempt (before the guess is evaluated),
    // the known device and the authenticator app, in one statement.
    const found =
      name && (await this.#reads.passwordSignIn(tenantId, name, hashToken(context.deviceToken)));
    if (!found) {
      // A dummy verification, so that it takes as long as a wrong password.
      await this.#credentials.verifyNobody(grant.password);
      throw appError('usernameOrPasswordError');
    }
    const { user, knownDevice } = found;
    const principal = { kind: 'user', id: user.id } as const;
    // The right password's attempt stays taken: it is cleared below, with what it leads to.
    const verdict = await this.#credentials.verifyClaimedPassword(user.id, grant.password, {
      passwordHash: user.passwordHash,
      claimed: found.claimed,
    });
    if (verdict.locked) throw appError('exceedMaxLoginAttempts');
    if (!verdict.right) {
      await this.#security?.record(user.id, 'sign-in-failed', client ?? NO_CLIENT);
      throw appError('userPasswordNotMatch');
    }
    // Only the right password learns that the account is disabled (no oracle for guessers).
    if (user.disabledAt !== null) {
      await this.#credentials.release(principal);
      throw appError('accountDisabled');
    }
    if (this.#doubleCheck.isRequired(user, knownDevice)) {
      // The right password's attempt is given back; the failures before it stay counted until
      // the second step is passed too (an attacker holding the password clears nothing).
      await this.#credentials.release(principal);
      return this.#doubleCheck.issue(user, clientId);
    }
    if (this.#totp && found.totpEnabled) {
      // As for the double check: the failures before stay counted until the second step passes.
      await this.#credentials.release(principal);
      return this.#signedIn(this.#db, user.id, context, true);
    }
    // Decision 060: one statement starts the session and clears the attempts, remembers the
    // device and writes the activity log's event (one round trip for every write after the hash).
    const part = this.#security?.signInStatement;
    if (!part) return this.#signedIn(this.#db, user.id, context, false);
    const seen = client ?? NO_CLIENT;
    const tokens = await this.#auth.startSession(this.#db, user.id, clientId, {
      clearLoginAttempts: true,
      signIn: {
        ip: seen.ip,
        userAgent: part.userAgentOf(seen),
        deviceHash: hashToken(context.deviceToken),
        part,
      },
    });
    part.written(user.id, seen);
    return tokens;
  }

  /**
   * `grant_type=verification_code`: a `login` code sent to the account's contact (`contactOf`:
   * by SMS when named by its phone number, else by e-mail). No double check follows: the code
   * already proves control of the mailbox or phone, which is all a double check would prove.
   * Unknown account → 40012; never requested → 10007; wrong, expired or used → 40013; a phone
   * number of a region without phone login → 40310. The code is used up in the transaction that
   * creates the session, so parallel submissions of one code yield one session. A password lock
   * does not refuse it (decision 026: five wrong passwords from anyone must not shut the owner
   * out of every way in); like a reset, the sign-in lifts the lock and ends its streak.
   */
  async codeGrant(
    grant: CodeGrant,
    context: GrantContext,
  ): Promise<TokenPair | SecondFactorAnswer> {
    const found = await this.#accounts.find(context.tenantId, grant.username);
    if (!found) throw appError('usernameOrPasswordError');
    const { user, namedBy } = found;
    const secondFactor = await this.#needsSecondFactor(user.id);
    return this.#withCode(user, contactOf(user, namedBy), 'login', grant.code, (trx) => {
      // After the code is checked: only the account's owner learns that it is disabled.
      if (user.disabledAt !== null) throw appError('accountDisabled');
      return this.#signedIn(trx, user.id, context, secondFactor);
    });
  }

  /**
   * `grant_type=double_check`: the ticket of the first step and a `double-check` code sent to the
   * account's contact (its e-mail address, else its phone). Ticket unknown, expired, used or of
   * another client or tenant → 40102; wrong code → 40013 (the ticket stays usable for another try).
   * Ticket and code are used up in the transaction that creates the session, clears the failed
   * attempts (the whole sign-in has succeeded) and records the device as known.
   */
  async doubleCheckGrant(
    grant: DoubleCheckGrant,
    context: GrantContext,
  ): Promise<TokenPair | SecondFactorAnswer> {
    const { clientId, tenantId } = context;
    const ticket = await this.#doubleCheck.findLive(grant.double_check_token, tenantId, clientId);
    const user = await this.#users.findById(ticket.userId);
    if (!user) throw appError('sessionExpired');
    if (user.disabledAt !== null) throw appError('accountDisabled');
    await this.#lockout.assertNotLocked(user.id);
    const secondFactor = await this.#needsSecondFactor(user.id);
    return this.#withCode(user, contactOf(user), 'double-check', grant.code, async (trx) => {
      await this.#doubleCheck.use(trx, grant.double_check_token, tenantId, clientId);
      return this.#signedIn(trx, user.id, context, secondFactor);
    });
  }

  /**
   * {oauthEmail}: sends a `login` code to an account, or a `double-check` code to the account of
   * a live ticket (else 40102), by e-mail or SMS as `contactOf` says. Unknown e-mail or product ID
   * → 30401, unknown phone → 30400, phone of a region without phone login → 40310. A password
   * lock does not stop a login code (decision 026); the code sends have their own caps.
   */
  async sendCode(request: AuthCodeRequest, context: CodeRequestContext): Promise<AuthCodeResult> {
    let user: UserRow | undefined;
    let contact: Contact | undefined;
    if (request.purpose === 'login') {
      const found = await this.#accounts.require(context.tenantId, request.account);
      user = found.user;
      contact = contactOf(user, found.namedBy);
    } else {
      const ticket = await this.#doubleCheck.findLive(request.double_check_token, context.tenantId);
      user = await this.#users.findById(ticket.userId);
      if (!user) throw appError('sessionExpired');
      contact = contactOf(user);
    }
    // The database requires an e-mail address or a phone number; this is for the type.
    if (!contact) throw appError('codeSendFailed', 'account has no e-mail address or phone');
    const sent = await this.#codes.send({
      tenantId: user.tenantId,
      channel: contact.channel,
      destination: contact.address,
      purpose: request.purpose,
      language: request.language ?? user.language,
      brandName: context.brandName,
      clientIp: context.clientIp,
    });
    return { ...sent, destination: maskContact(contact) };
  }

  /**
   * Checks a code sent to `contact` of the account `user` for `purpose` (in the account's tenant),
   * then runs `complete` in a transaction that uses the code up. Code errors become the token
   * call's 40013.
   */
  async #withCode<T>(
    user: Pick<UserRow, 'tenantId'>,
    contact: Contact | undefined,
    purpose: CodePurpose,
    code: string,
    complete: (trx: Kysely<Database>) => Promise<T>,
  ): Promise<T> {
    // Without a contact no code can have been sent.
    if (!contact) throw appError('invalidParameter', errorMessages.codeNotRequested);
    try {
      const codeId = await this.#codes.check({
        tenantId: user.tenantId,
        destination: contact.address,
        purpose,
        code,
      });
      return await this.#db.transaction().execute(async (trx) => {
        await this.#codes.consume(trx, codeId);
        return complete(trx);
      });
    } catch (error) {
      throw asTokenCallError(error);
    }
  }
}
