import { randomBytes } from 'node:crypto';
import { emailSchema, type StaffRole, type StaffView } from '@account-centre/contract';
import type { Config } from '#config/index.ts';
import { appError } from '#lib/app-error.ts';
import type { ClientInfo } from '#lib/client-info.ts';
import { hashPassword } from '#lib/passwords.ts';
import { hashToken, newToken } from '#lib/secrets.ts';
import type { AuditRepo } from '#modules/console/audit.repo.ts';
import type { StaffListRow, StaffRepo, StaffRow } from '#modules/console/staff.repo.ts';
import type { CredentialsService } from '#modules/credentials/credentials.service.ts';
import { newTotpSecret, totpOf } from '#modules/credentials/totp-codes.ts';
import { sealPrivateKey } from '#modules/keys/key-sealing.ts';
import type { SessionService } from '#modules/session/session.service.ts';

const ISSUER = 'Account Centre console';
/** A generated password: 18 random bytes, base64url (24 characters). */
const GENERATED_PASSWORD_BYTES = 18;
const MIN_PASSWORD_LENGTH = 12;

export interface StaffSettings {
  /** KEY_ENCRYPTION_SECRET: seals the TOTP secrets, as the users' ones. */
  sealingSecret: string | undefined;
  /** CONSOLE_SESSION_IDLE_SECONDS. */
  idleSeconds: number;
  /** CONSOLE_SESSION_MAX_SECONDS. */
  maxSeconds: number;
}

/** The settings of `StaffService` from the server's configuration. */
export function staffSettingsOf(config: Pick<Config, 'encryptionKeys' | 'console'>): StaffSettings {
  return {
    sealingSecret: config.encryptionKeys.secret,
    idleSeconds: config.console.sessionIdleSeconds,
    maxSeconds: config.console.sessionMaxSeconds,
  };
}

/** A signed-in (or half signed-in) console session. */
export interface StaffSession {
  sessionId: string;
  csrfToken: string;
  secondFactorDone: boolean;
  staff: Pick<StaffRow, 'id' | 'email' | 'role'>;
}

/** What `create-staff` prints once: the password and the authenticator app's enrolment. */
export interface NewStaff {
  id: string;
  email: string;
  role: StaffRole;
  password: string;
  totpSecret: string;
  otpauthUri: string;
}

/** A wrong create-staff input: the message says what (the CLI prints it, exit code 1). */
export class StaffInputError extends Error {
  override name = 'StaffInputError';
  /** `exists`: the e-mail address is taken; `invalid`: the input breaks a rule. */
  readonly reason: 'exists' | 'invalid';

  constructor(message: string, reason: 'exists' | 'invalid' = 'invalid') {
    super(message);
    this.reason = reason;
  }
}

/**
 * Staff accounts and the console's sign-in (issue 26, decisions 035 and 039): a password (argon2id,
 * as users') then an authenticator code, both required, checked by the credential layer shared
 * with users' sign-in. Sessions are opaque tokens kept as hashes, with an idle and an absolute
 * lifetime.
 */
export class StaffService {
  readonly #repo: StaffRepo;
  readonly #audit: AuditRepo;
  readonly #sessions: SessionService;
  readonly #credentials: CredentialsService | undefined;
  readonly #settings: StaffSettings;

  constructor(deps: {
    repo: StaffRepo;
    audit: AuditRepo;
    sessions: SessionService;
    /** The password and code checks with their counters; without it no sign-in (the CLI). */
    credentials?: CredentialsService;
    settings: StaffSettings;
  }) {
    this.#repo = deps.repo;
    this.#audit = deps.audit;
    this.#sessions = deps.sessions;
    this.#credentials = deps.credentials;
    this.#settings = deps.settings;
  }

  get #checks(): CredentialsService {
    if (!this.#credentials) throw new Error('StaffService: no credential layer to sign in with');
    return this.#credentials;
  }

  /** Every staff member (the console's staff page). */
  list(): Promise<StaffListRow[]> {
    return this.#repo.list();
  }

  findById(staffId: string): Promise<StaffListRow | undefined> {
    return this.#repo.findById(staffId);
  }

  /**
   * An admin changes another member's role or disabled state (the console): nobody changes their
   * own account, and the last enabled admin stays one (40911); unknown → 40410. Disabling ends the
   * member's console sessions.
   */
  async update(
    session: StaffSession,
    staffId: string,
    change: { role?: StaffRole | undefined; disabled?: boolean | undefined },
  ): Promise<StaffListRow> {
    if (staffId === session.staff.id) {
      throw appError('consoleStaffProtected', 'nobody changes their own staff account');
    }
    const outcome = await this.#repo.update(staffId, change);
    if (outcome === 'not-found') throw appError('consoleItemNotFound', 'no such staff member');
    if (outcome === 'last-admin') {
      throw appError('consoleStaffProtected', 'the last enabled admin stays an enabled admin');
    }
    // A disabled member's sessions are refused at once (`session`), and ended here.
    if (change.disabled === true) {
      await this.#sessions.revoke({ principal: 'staff', account: staffId }, 'staff disabled');
    }
    return outcome;
  }

  /**
   * A new staff member with a generated password (or `password`, at least 12 characters) and a new
   * authenticator secret. The secret is sealed under the staff id, so the row is made first.
   */
  async create(input: { email: string; role: StaffRole; password?: string }): Promise<NewStaff> {
    const email = emailSchema.safeParse(input.email.trim().toLowerCase());
    if (!email.success) throw new StaffInputError(`not an e-mail address: ${input.email}`);
    const password = input.password ?? randomBytes(GENERATED_PASSWORD_BYTES).toString('base64url');
    if (password.length < MIN_PASSWORD_LENGTH) {
      throw new StaffInputError(`a staff password has at least ${MIN_PASSWORD_LENGTH} characters`);
    }
    // The id is chosen here so that the secret can be sealed under it in the same insert.
    const placeholder = sealPrivateKey(Buffer.alloc(0), 'none', this.#settings.sealingSecret);
    const id = await this.#repo.insert({
      email: email.data,
      passwordHash: await hashPassword(password),
      role: input.role,
      sealedTotpSecret: placeholder,
    });
    if (id === undefined) {
      throw new StaffInputError(`a staff member ${email.data} exists already`, 'exists');
    }
    const secret = newTotpSecret(`staff-totp.${id}`, this.#settings.sealingSecret);
    await this.#repo.setTotpSecret(id, secret.sealed.sealed);
    const totp = totpOf(secret.sealed, this.#settings.sealingSecret, {
      label: email.data,
      issuer: ISSUER,
    });
    return {
      id,
      email: email.data,
      role: input.role,
      password,
      totpSecret: secret.base32,
      otpauthUri: totp.toString(),
    };
  }

  /**
   * The first step: e-mail and password — or both steps, with the authenticator `code` too
   * (decision 039). The client's counters per (address, IP) and per IP are taken first, for an
   * unknown address as for a known one: spent → 40113 for either, nothing evaluated. Unknown,
   * disabled or wrong → 40111 (the same answer, as long). A right password: a session that reaches
   * only the second step; with a right code, a signed-in session. An account locked by
   * LOCKOUT_MAX_FAILURES wrong answers takes the password only with the right code (then it is
   * unlocked); anything less answers exactly as a wrong password.
   */
  async signIn(
    email: string,
    password: string,
    client: ClientInfo,
    code?: string,
  ): Promise<{ token: string; csrfToken: string; secondFactorDone: boolean }> {
    const address = email.trim().toLowerCase();
    const claim = await this.#checks.throttle('console', address, client.ip);
    if (!claim.allowed) throw appError('consoleStaffLocked');
    const staff = await this.#repo.findByEmail(address);
    if (!staff || staff.disabledAt !== null) {
      await this.#checks.verifyNobody(password);
      throw appError('consoleSignInFailed');
    }
    const principal = { kind: 'staff', id: staff.id } as const;
    const checked = await this.#checks.verifyPassword(principal, password, {
      passwordHash: staff.passwordHash,
    });
    // Locked, the password alone is a wrong answer: counted as one, answered as one.
    if (!checked.right || (checked.locked && code === undefined)) {
      await this.#failed(staff, client);
      throw appError('consoleSignInFailed');
    }
    await this.#checks.release(principal);
    if (code === undefined) {
      await claim.release();
      return { ...(await this.#openSession(staff.id, false)), secondFactorDone: false };
    }
    await this.#checkCode(staff, code, client);
    await claim.clear();
    const opened = await this.#openSession(staff.id, true);
    await this.#signedIn(staff, client, checked.locked);
    return { ...opened, secondFactorDone: true };
  }

  /** A new console session of the member: half (password only) or signed in (both steps). */
  async #openSession(
    staffId: string,
    signedIn: boolean,
  ): Promise<{ token: string; csrfToken: string }> {
    const token = newToken();
    const csrfToken = newToken();
    await this.#sessions.openStaffSession({
      staffId,
      tokenHash: hashToken(token),
      csrfToken,
      idleSeconds: this.#settings.idleSeconds,
      maxSeconds: this.#settings.maxSeconds,
      signedIn,
    });
    if (signedIn) await this.#repo.markSignedIn(staffId);
    return { token, csrfToken };
  }

  /**
   * The authenticator code through the credential layer: its counter spent → 40113 whether the
   * code is right or not (nothing evaluated); wrong or used before → 40111, counted.
   */
  async #checkCode(staff: StaffRow, code: string, client: ClientInfo): Promise<void> {
    const verdict = await this.#checks.verifyTotp({ kind: 'staff', id: staff.id }, code);
    if (verdict.locked) throw appError('consoleStaffLocked');
    if (!verdict.right) {
      await this.#failed(staff, client);
      throw appError('consoleSignInFailed');
    }
    await this.#checks.complete({ kind: 'staff', id: staff.id });
  }

  async #failed(staff: StaffRow, client: ClientInfo): Promise<void> {
    await this.#audit.record(
      { staffId: staff.id, staffEmail: staff.email, action: 'sign-in-failed' },
      client,
    );
  }

  async #signedIn(staff: StaffRow, client: ClientInfo, wasLocked: boolean): Promise<void> {
    await this.#audit.record(
      { staffId: staff.id, staffEmail: staff.email, action: 'sign-in' },
      client,
    );
    if (wasLocked) {
      await this.#audit.record(
        { staffId: staff.id, staffEmail: staff.email, action: 'unlocked-by-sign-in' },
        client,
      );
    }
  }

  /**
   * The second step: the authenticator code (each time step once), after the client's counters
   * as in the first step (spent → 40113). The code's own counter spent → 40113; wrong → 40111,
   * counted. Right: the session gets a new token and CSRF token, and an account lock is lifted
   * (the password was right in the first step: both factors are given).
   */
  async secondFactor(
    session: StaffSession,
    code: string,
    client: ClientInfo,
  ): Promise<{ token: string; csrfToken: string }> {
    const staff = await this.#repo.findByEmail(session.staff.email);
    if (!staff || staff.id !== session.staff.id) throw appError('consoleSessionRequired');
    const claim = await this.#checks.throttle('console', staff.email, client.ip);
    if (!claim.allowed) throw appError('consoleStaffLocked');
    await this.#checkCode(staff, code, client);
    await claim.clear();
    const token = newToken();
    const csrfToken = newToken();
    const completed = await this.#sessions.completeStaffSecondFactor(
      session.sessionId,
      hashToken(token),
      csrfToken,
    );
    if (completed === undefined) throw appError('consoleSessionRequired');
    await this.#repo.markSignedIn(staff.id);
    await this.#signedIn(staff, client, false);
    return { token, csrfToken };
  }

  /** The live session of a cookie's token, or undefined (its idle lifetime renewed). */
  async session(token: string): Promise<StaffSession | undefined> {
    const row = await this.#sessions.findStaffSession(hashToken(token), this.#settings.idleSeconds);
    if (!row) return undefined;
    // A disabled member's sessions are refused at once (and ended by `update`).
    const staff = await this.#repo.findEnabled(row.staffId);
    if (!staff) return undefined;
    return {
      sessionId: row.sessionId,
      csrfToken: row.csrfToken,
      secondFactorDone: row.secondFactorDone,
      staff: { id: staff.id, email: staff.email, role: staff.role },
    };
  }

  async signOut(session: StaffSession, client: ClientInfo): Promise<void> {
    await this.#sessions.revoke({ principal: 'staff', session: session.sessionId }, 'sign-out');
    await this.#audit.record(
      { staffId: session.staff.id, staffEmail: session.staff.email, action: 'sign-out' },
      client,
    );
  }

  view(session: StaffSession): StaffView {
    return { email: session.staff.email, role: session.staff.role, csrfToken: session.csrfToken };
  }
}
