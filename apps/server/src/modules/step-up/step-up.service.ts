import { errorMessages, type StepUpProof } from '@account-centre/contract';
import { appError } from '#lib/app-error.ts';
import type { ClientInfo } from '#lib/client-info.ts';
import { verifyPassword } from '#lib/passwords.ts';
import type { ActiveSession } from '#modules/session/session.repo.ts';
import type { LockoutService } from '#modules/lockout/lockout.service.ts';
import type { RelyingParty } from '#modules/credentials/relying-party.ts';

/** What the step-up needs of the account: its password hash. */
export interface StepUpAccounts {
  findById(id: string): Promise<{ id: string; passwordHash: string } | undefined>;
}

/** What it needs of the authenticator app: a code accepted once (false when wrong, used or off). */
export interface StepUpCodes {
  acceptCode(userId: string, code: string): Promise<boolean>;
}

/**
 * What it needs of passkeys (decision 057): resolves when `credential` is a valid answer, by a
 * passkey of `userId`, to a fresh challenge of the tenant; rejects otherwise.
 */
export interface StepUpPasskeys {
  verifyStepUp(userId: string, credential: string, context: PasskeyProofContext): Promise<void>;
}

/** Where the passkey proof is checked: the request's tenant and WebAuthn relying party. */
export interface PasskeyProofContext {
  tenantId: string;
  client: ClientInfo;
  rp: RelyingParty;
}

/** Where a wrong proof is written: the account's activity log (`SecurityService`, modules/security). */
export interface StepUpActivity {
  record(userId: string, type: 'step-up-failed', client: ClientInfo): Promise<void>;
}

/**
 * The step-up proof (decision 038): adding a passkey, turning the authenticator app off and
 * signing the other devices out need, in that same call, the account's current password or a code
 * of its authenticator app — a recent sign-in alone is not enough: a stolen fresh session could
 * otherwise plant a passkey that later signs in with neither password nor code.
 *
 * Every guess goes through the account lock (`LockoutService.guard`: the attempt is claimed
 * atomically before the proof is checked, so parallel guesses cannot outrun the counter); while the
 * account is locked every proof, right or wrong, gets the same 40010. A wrong proof is written to
 * the activity log (`step-up-failed`).
 */
export class StepUpService {
  readonly #accounts: StepUpAccounts;
  readonly #codes: StepUpCodes;
  readonly #lockout: LockoutService;
  readonly #security: StepUpActivity;
  readonly #passkeys: StepUpPasskeys | undefined;

  constructor(deps: {
    accounts: StepUpAccounts;
    codes: StepUpCodes;
    lockout: LockoutService;
    security: StepUpActivity;
    passkeys?: StepUpPasskeys;
  }) {
    this.#accounts = deps.accounts;
    this.#codes = deps.codes;
    this.#lockout = deps.lockout;
    this.#security = deps.security;
    this.#passkeys = deps.passkeys;
  }

  /**
   * Resolves when `proof` proves a factor of the session's account; else throws: no proof 40072,
   * locked 40010, wrong password 30916, wrong (or already used) code 40018, a passkey that is not
   * the account's or does not verify 40070. The password is checked when more are given, then
   * the code. A passkey counts only where the caller names the request's relying party
   * (`passkeyContext`: account deletion and data export, decision 057); elsewhere it alone is no
   * proof (40072).
   */
  async require(
    session: ActiveSession,
    proof: StepUpProof,
    client: ClientInfo,
    passkeyContext?: Omit<PasskeyProofContext, 'client'>,
  ): Promise<void> {
    const { currentPassword, totpCode } = proof;
    const passkey =
      passkeyContext && this.#passkeys && currentPassword === undefined && totpCode === undefined
        ? proof.passkey
        : undefined;
    if (currentPassword === undefined && totpCode === undefined && passkey === undefined) {
      throw appError('stepUpRequired');
    }
    const account = await this.#accounts.findById(session.userId);
    if (!account) throw appError('tokenInvalid');
    const passkeys = this.#passkeys;
    const proven = await this.#lockout.guard(account.id, () => {
      if (currentPassword !== undefined)
        return verifyPassword(account.passwordHash, currentPassword);
      if (totpCode !== undefined) return this.#codes.acceptCode(account.id, totpCode);
      if (passkey === undefined || !passkeys || !passkeyContext) return Promise.resolve(false);
      return passkeys.verifyStepUp(account.id, passkey, { ...passkeyContext, client }).then(
        () => true,
        () => false,
      );
    });
    if (proven) return;
    await this.#security.record(account.id, 'step-up-failed', client);
    if (currentPassword !== undefined) {
      throw appError('passwordIncorrect', errorMessages.originalPasswordWrong);
    }
    if (totpCode !== undefined) throw appError('secondFactorInvalid');
    throw appError('passkeyInvalid');
  }
}
