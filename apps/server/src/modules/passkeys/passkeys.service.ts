import type {
  Passkey,
  PasskeyOptions,
  PasskeyRegistrationCredential,
} from '@account-centre/contract';
import { passkeyAuthenticationCredentialSchema } from '@account-centre/contract';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticatorTransportFuture,
} from '@simplewebauthn/server';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '#db/schema.ts';
import { appError } from '#lib/app-error.ts';
import type { ClientInfo } from '#lib/client-info.ts';
import type { ActiveSession } from '#modules/session/session.repo.ts';
import type {
  ChallengePurpose,
  PasskeyRow,
  PasskeysRepo,
} from '#modules/passkeys/passkeys.repo.ts';
import type { RelyingParty } from '#modules/credentials/relying-party.ts';
import type { SecurityService } from '#modules/security/security.service.ts';

/** How long a challenge can be answered (and the browser's prompt waits): 5 minutes. */
export const CHALLENGE_TTL_SECONDS = 300;

/** What `create()` is allowed to name as transports (kept for the browser's later prompts). */
const TRANSPORTS = new Set<string>([
  'ble',
  'cable',
  'hybrid',
  'internal',
  'nfc',
  'smart-card',
  'usb',
]);

/** The transports the browser named that WebAuthn knows (others are dropped). */
function transportsOf(named: readonly string[] | undefined): AuthenticatorTransportFuture[] {
  return (named ?? []).filter((one): one is AuthenticatorTransportFuture => TRANSPORTS.has(one));
}

/** The challenge a browser's answer signed (`clientDataJSON.challenge`), or undefined. */
export function challengeOf(clientDataJSON: string): string | undefined {
  try {
    const data: unknown = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8'));
    const challenge = (data as { challenge?: unknown } | null)?.challenge;
    return typeof challenge === 'string' && /^[A-Za-z0-9_-]{16,128}$/.test(challenge)
      ? challenge
      : undefined;
  } catch {
    return undefined;
  }
}

function toPasskey(row: PasskeyRow): Passkey {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    backedUp: row.backedUp,
  };
}

/**
 * Passkeys (WebAuthn, issue 24, docs/decisions/034-passkeys.md) with `@simplewebauthn/server`:
 * adding one after a recent sign-in, listing, renaming and removing them, and the sign-in with
 * one. Each challenge is single-use (used up before the answer is checked, so a forged or replayed
 * answer burns it) and lives CHALLENGE_TTL_SECONDS; every refusal is 40070 and changes nothing.
 */
export class PasskeysService {
  readonly #db: Kysely<Database>;
  readonly #repo: PasskeysRepo;
  readonly #security: SecurityService;

  readonly #log: Pick<FastifyBaseLogger, 'info'>;

  constructor(deps: {
    db: Kysely<Database>;
    repo: PasskeysRepo;
    security: SecurityService;
    /** Where the reason of each refusal goes (the answer tells only the catalogue's text). */
    log: Pick<FastifyBaseLogger, 'info'>;
  }) {
    this.#db = deps.db;
    this.#repo = deps.repo;
    this.#security = deps.security;
    this.#log = deps.log;
  }

  async list(userId: string): Promise<Passkey[]> {
    return (await this.#repo.list(userId)).map(toPasskey);
  }

  /**
   * Options for `navigator.credentials.create()`: a discoverable credential with user
   * verification, the account's passkeys excluded. Recent sign-in, else 40071.
   */
  async registrationOptions(
    session: ActiveSession,
    account: { name: string; tenantId: string },
    rp: RelyingParty,
  ): Promise<PasskeyOptions> {
    await this.#security.requireRecentSignIn(session);
    const existing = await this.#repo.list(session.userId);
    const options = await generateRegistrationOptions({
      rpName: rp.name,
      rpID: rp.id,
      userName: account.name,
      userDisplayName: account.name,
      userID: new TextEncoder().encode(session.userId),
      timeout: CHALLENGE_TTL_SECONDS * 1000,
      attestationType: 'none',
      excludeCredentials: existing.map((passkey) => ({
        id: passkey.credentialId,
        transports: transportsOf(passkey.transports),
      })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      // ES256 and RS256 (Ed25519 is left out: not every platform verifies it the same).
      supportedAlgorithmIDs: [-7, -257],
    });
    await this.#saveChallenge(options.challenge, 'register', session.userId, account.tenantId);
    return { ...options };
  }

  /**
   * Checks the browser's answer to the registration options and keeps the passkey. Recent
   * sign-in, else 40071. Challenge not this account's, expired or used, wrong origin or relying
   * party, no user verification, a bad attestation or a credential already registered → 40070.
   */
  async register(
    session: ActiveSession,
    input: { credential: PasskeyRegistrationCredential; name: string; tenantId: string },
    rp: RelyingParty,
    client: ClientInfo,
  ): Promise<Passkey> {
    await this.#security.requireRecentSignIn(session);
    const challenge = await this.#useChallenge(
      input.credential.response.clientDataJSON,
      'register',
      input.tenantId,
    );
    if (challenge.userId !== session.userId) throw this.#refused('challenge of another account');
    let verification;
    try {
      verification = await verifyRegistrationResponse({
        response: {
          ...input.credential,
          response: {
            ...input.credential.response,
            transports: transportsOf(input.credential.response.transports),
          },
          clientExtensionResults: {},
        },
        expectedChallenge: challenge.value,
        expectedOrigin: rp.origins,
        expectedRPID: rp.id,
        requireUserVerification: true,
        supportedAlgorithmIDs: [-7, -257],
      });
    } catch (error) {
      throw this.#refused(error instanceof Error ? error.message : 'registration not verified');
    }
    const info = verification.registrationInfo;
    if (!verification.verified || !info) throw this.#refused('registration not verified');
    if (info.credential.id !== input.credential.id)
      throw this.#refused('credential id not attested');
    const transports = transportsOf(input.credential.response.transports);
    return this.#db.transaction().execute(async (trx) => {
      const row = await this.#repo.insert(
        {
          userId: session.userId,
          credentialId: info.credential.id,
          publicKey: info.credential.publicKey,
          counter: info.credential.counter,
          transports,
          name: input.name,
          deviceType: info.credentialDeviceType,
          backedUp: info.credentialBackedUp,
          aaguid: info.aaguid,
        },
        trx,
      );
      if (!row) throw this.#refused('credential already registered');
      await this.#security.record(session.userId, 'passkey-added', client, trx);
      return toPasskey(row);
    });
  }

  /** Renames one of the account's passkeys; unknown or another account's → 40401. */
  async rename(userId: string, id: string, name: string): Promise<Passkey> {
    const row = await this.#repo.rename(userId, id, name);
    if (!row) throw appError('securityItemNotFound');
    return toPasskey(row);
  }

  /** Removes one of the account's passkeys (it signs in no more); unknown → 40401. */
  async remove(userId: string, id: string, client: ClientInfo): Promise<void> {
    await this.#db.transaction().execute(async (trx) => {
      if (!(await this.#repo.remove(userId, id, trx))) throw appError('securityItemNotFound');
      await this.#security.record(userId, 'passkey-removed', client, trx);
    });
  }

  /**
   * Options for `navigator.credentials.get()` (and the browser's autofill): no account named, so
   * the authenticator offers its discoverable credentials for the relying party.
   */
  async signInOptions(tenantId: string, rp: RelyingParty): Promise<PasskeyOptions> {
    const options = await generateAuthenticationOptions({
      rpID: rp.id,
      allowCredentials: [],
      userVerification: 'required',
      timeout: CHALLENGE_TTL_SECONDS * 1000,
    });
    await this.#saveChallenge(options.challenge, 'sign-in', null, tenantId);
    return { ...options };
  }

  /**
   * Checks a sign-in's answer (the token call's `credential`, JSON text): the challenge (used up
   * first), the passkey of a credential of an account of the tenant, the user handle naming that
   * account, origin, relying party, user verification, signature and counter. Then `complete`
   * runs in the transaction that stores the new counter (of two parallel uses one wins). Any
   * failure → 40070; a bad signature for a known passkey is logged as a failed sign-in.
   */
  async signIn<T>(
    credentialText: string,
    context: { tenantId: string; client: ClientInfo; rp: RelyingParty },
    complete: (trx: Kysely<Database>, userId: string) => Promise<T>,
  ): Promise<T> {
    let json: unknown;
    try {
      json = JSON.parse(credentialText);
    } catch {
      throw this.#refused('credential is not JSON');
    }
    const parsed = passkeyAuthenticationCredentialSchema.safeParse(json);
    if (!parsed.success) throw this.#refused('credential malformed');
    const credential = parsed.data;
    const challenge = await this.#useChallenge(
      credential.response.clientDataJSON,
      'sign-in',
      context.tenantId,
    );
    const passkey = await this.#repo.findByCredential(credential.id, context.tenantId);
    if (!passkey) throw this.#refused('unknown credential');
    const handle = credential.response.userHandle;
    if (
      handle !== undefined &&
      Buffer.from(handle, 'base64url').toString('utf8') !== passkey.userId
    ) {
      throw this.#refused('user handle of another account');
    }
    let verification;
    try {
      verification = await verifyAuthenticationResponse({
        response: { ...credential, clientExtensionResults: {} },
        expectedChallenge: challenge.value,
        expectedOrigin: context.rp.origins,
        expectedRPID: context.rp.id,
        requireUserVerification: true,
        credential: {
          id: passkey.credentialId,
          publicKey: new Uint8Array(passkey.publicKey),
          counter: passkey.counter,
          transports: transportsOf(passkey.transports),
        },
      });
    } catch (error) {
      await this.#security.record(passkey.userId, 'sign-in-failed', context.client);
      throw this.#refused(error instanceof Error ? error.message : 'assertion not verified');
    }
    if (!verification.verified) {
      await this.#security.record(passkey.userId, 'sign-in-failed', context.client);
      throw this.#refused('assertion not verified');
    }
    const { newCounter, credentialBackedUp } = verification.authenticationInfo;
    return this.#db.transaction().execute(async (trx) => {
      const used = await this.#repo.recordUse(trx, passkey.id, passkey.counter, {
        counter: newCounter,
        backedUp: credentialBackedUp,
      });
      if (!used) throw this.#refused('passkey changed or removed meanwhile');
      return complete(trx, passkey.userId);
    });
  }

  /**
   * The step-up proof by a passkey (decision 057): the answer to a sign-in challenge (used up
   * first, so it cannot be replayed), checked as a sign-in is, by a passkey of `userId`. Its use
   * is recorded (counter, last used); anything else → 40070 and nothing changes.
   */
  async verifyStepUp(
    userId: string,
    credentialText: string,
    context: { tenantId: string; client: ClientInfo; rp: RelyingParty },
  ): Promise<void> {
    await this.signIn(credentialText, context, async (_trx, owner) => {
      if (owner !== userId) throw this.#refused('passkey of another account');
    });
  }

  /**
   * 40070 with the catalogue's text only (decision 041): the reason, which may be the WebAuthn
   * library's own message, is logged, never answered.
   */
  #refused(reason: string) {
    this.#log.info({ reason }, 'passkey refused');
    return appError('passkeyInvalid');
  }

  async #saveChallenge(
    challenge: string,
    purpose: ChallengePurpose,
    userId: string | null,
    tenantId: string,
  ): Promise<void> {
    await this.#repo.saveChallenge({
      challenge,
      purpose,
      userId,
      tenantId,
      ttlSeconds: CHALLENGE_TTL_SECONDS,
    });
  }

  /** Uses up the challenge the answer signed; unknown, expired, used or of another tenant → 40070. */
  async #useChallenge(
    clientDataJSON: string,
    purpose: ChallengePurpose,
    tenantId: string,
  ): Promise<{ value: string; userId: string | null }> {
    const value = challengeOf(clientDataJSON);
    if (value === undefined) throw this.#refused('no challenge');
    const used = await this.#repo.useChallenge(value, purpose, tenantId);
    if (!used) throw this.#refused('challenge unknown, expired or used');
    return { value, userId: used.userId };
  }
}
