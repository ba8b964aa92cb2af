import { randomBytes } from 'node:crypto';
import { emailSchema, type StaffRole, type StaffView } from '@account-centre/contract';
import { Secret, TOTP } from 'otpauth';
import type { Config } from '#config/index.ts';
import { appError } from '#lib/app-error.ts';
import type { ClientInfo } from '#lib/client-info.ts';
import { hashPassword, verifyDummyPassword, verifyPassword } from '#lib/passwords.ts';
import { hashToken, newToken } from '#lib/secrets.ts';
import type { AuditRepo } from '#modules/console/audit.repo.ts';
import type { StaffListRow, StaffRepo, StaffRow } from '#modules/console/staff.repo.ts';
import { openPrivateKey, sealPrivateKey } from '#modules/keys/key-sealing.ts';
import type { SessionService } from '#modules/session/session.service.ts';

/** RFC 6238 as every authenticator app reads it (as the users' TOTP, totp.service.ts). */
const PERIOD = 30;
const DIGITS = 6;
const WINDOW = 1;
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
  /** LOCKOUT_MAX_FAILURES and LOCKOUT_DURATION_SECONDS, as for users. */
  maxFailures: number;
  lockSeconds: number;
}

/** The settings of `StaffService` from the server's configuration. */
export function staffSettingsOf(
  config: Pick<
    Config,
    'encryptionKeys' | 'console' | 'lockoutMaxFailures' | 'lockoutDurationSeconds'
  >,
): StaffSettings {
  return {
    sealingSecret: config.encryptionKeys.secret,
    idleSeconds: config.console.sessionIdleSeconds,
    maxSeconds: config.console.sessionMaxSeconds,
    maxFailures: config.lockoutMaxFailures,
    lockSeconds: config.lockoutDurationSeconds,
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
 * Staff accounts and the console's sign-in (issue 26, decision 035): a password (argon2id, as
 * users') then an authenticator code, both required; wrong ones count towards a lock as users'.
 * Sessions are opaque tokens kept as hashes, with an idle and an absolute lifetime.
 */
export class StaffService {
  readonly #repo: StaffRepo;
  readonly #audit: AuditRepo;
  readonly #sessions: SessionService;
  readonly #settings: StaffSettings;

  constructor(deps: {
    repo: StaffRepo;
    audit: AuditRepo;
    sessions: SessionService;
    settings: StaffSettings;
  }) {
    this.#repo = deps.repo;
    this.#audit = deps.audit;
    this.#sessions = deps.sessions;
    this.#settings = deps.settings;
  }

  #totpOf(staffId: string, sealed: string, email = 'staff'): TOTP {
    const secret = openPrivateKey(sealed, `staff-totp.${staffId}`, this.#settings.sealingSecret);
    return new TOTP({
      issuer: ISSUER,
      label: email,
      digits: DIGITS,
      period: PERIOD,
      secret: new Secret({ buffer: new Uint8Array(secret).buffer }),
    });
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
    // A disabled member's sessions are refused at once (`touchSession`), and ended here.
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
    const secret = new Secret({ size: 20 });
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
    const sealed = sealPrivateKey(
      Buffer.from(secret.bytes),
      `staff-totp.${id}`,
      this.#settings.sealingSecret,
    );
    await this.#repo.setTotpSecret(id, sealed);
    const totp = this.#totpOf(id, sealed, email.data);
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
   * The first step: e-mail and password. Unknown, disabled or wrong → 40111 (the same answer, as
   * long); locked → 40113. Right: a session that reaches only the second step.
   */
  async signIn(
    email: string,
    password: string,
    client: ClientInfo,
  ): Promise<{ token: string; csrfToken: string }> {
    const staff = await this.#repo.findByEmail(email.trim().toLowerCase());
    if (!staff || staff.disabledAt !== null) {
      await verifyDummyPassword(password);
      throw appError('consoleSignInFailed');
    }
    if (staff.lockedUntil !== null && staff.lockedUntil > new Date()) {
      throw appError('consoleStaffLocked');
    }
    if (!(await verifyPassword(staff.passwordHash, password))) {
      await this.#failed(staff, client);
      throw appError('consoleSignInFailed');
    }
    const token = newToken();
    const csrfToken = newToken();
    await this.#repo.insertSession({
      staffId: staff.id,
      tokenHash: hashToken(token),
      csrfToken,
      idleSeconds: this.#settings.idleSeconds,
      maxSeconds: this.#settings.maxSeconds,
    });
    return { token, csrfToken };
  }

  async #failed(staff: StaffRow, client: ClientInfo): Promise<void> {
    await this.#repo.countFailure(staff.id, this.#settings.maxFailures, this.#settings.lockSeconds);
    await this.#audit.record(
      { staffId: staff.id, staffEmail: staff.email, action: 'sign-in-failed' },
      client,
    );
  }

  /**
   * The second step: the authenticator code (each time step once). Wrong → 40111, counted
   * towards the lock; locked → 40113. Right: the session gets a new token and CSRF token.
   */
  async secondFactor(
    session: StaffSession,
    code: string,
    client: ClientInfo,
  ): Promise<{ token: string; csrfToken: string }> {
    const staff = await this.#repo.findByEmail(session.staff.email);
    if (!staff || staff.id !== session.staff.id) throw appError('consoleSessionRequired');
    if (staff.lockedUntil !== null && staff.lockedUntil > new Date()) {
      throw appError('consoleStaffLocked');
    }
    const totp = this.#totpOf(staff.id, staff.sealedTotpSecret);
    const delta = totp.validate({ token: code, window: WINDOW });
    const step = delta === null ? undefined : TOTP.counter({ period: PERIOD }) + delta;
    if (step === undefined || !(await this.#repo.useTotpStep(staff.id, step))) {
      await this.#failed(staff, client);
      throw appError('consoleSignInFailed');
    }
    await this.#repo.clearFailures(staff.id);
    const token = newToken();
    const csrfToken = newToken();
    await this.#repo.completeSecondFactor(session.sessionId, hashToken(token), csrfToken);
    await this.#audit.record(
      { staffId: staff.id, staffEmail: staff.email, action: 'sign-in' },
      client,
    );
    return { token, csrfToken };
  }

  /** The live session of a cookie's token, or undefined (its idle lifetime renewed). */
  async session(token: string): Promise<StaffSession | undefined> {
    const row = await this.#repo.touchSession(hashToken(token), this.#settings.idleSeconds);
    return (
      row && {
        sessionId: row.sessionId,
        csrfToken: row.csrfToken,
        secondFactorDone: row.secondFactorDone,
        staff: { id: row.staff.id, email: row.staff.email, role: row.staff.role },
      }
    );
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
