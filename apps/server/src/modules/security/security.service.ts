import type { ActivityEvent, ActivityEventType, SignedInSession } from '@account-centre/contract';
import type { Kysely } from 'kysely';
import type { Database } from '#db/schema.ts';
import { appError } from '#lib/app-error.ts';
import { hashToken } from '#lib/secrets.ts';
import { ACCOUNT_EVENTS } from '#lib/security-events.ts';
import type { ActiveSession } from '#modules/session/session.repo.ts';
import type { SessionService } from '#modules/session/session.service.ts';
import type { SignInStatementPart } from '#modules/auth/sign-in.ports.ts';
import {
  clampUserAgent,
  signInEventQueries,
  type ActivityRepo,
  type ClientInfo,
  type SecurityEventName,
} from '#modules/security/activity.repo.ts';
import { deviceNameOf } from '#modules/security/device-name.ts';
import type { DevicesRepo } from '#modules/security/devices.repo.ts';

export interface SecuritySettings {
  /** ACTIVITY_RETENTION_DAYS. */
  activityRetentionDays: number;
  /** REAUTH_MAX_AGE_SECONDS. */
  reauthMaxAgeSeconds: number;
  /** WEB_CLIENT_ID: the signed-in devices are its sessions. */
  firstPartyClientId: string;
}

/** How many events Home shows. */
const ACTIVITY_PAGE = 50;

/**
 * The account's activity log and signed-in devices (issue 24, decision 032). Every security event
 * goes through `record`; a failure to write one is the caller's failure (the log must not miss
 * what happened), except where noted.
 */
export class SecurityService {
  readonly #activity: ActivityRepo;
  readonly #devices: DevicesRepo;
  readonly #sessions: SessionService;
  readonly #settings: SecuritySettings;

  constructor(deps: {
    activity: ActivityRepo;
    devices: DevicesRepo;
    sessions: SessionService;
    settings: SecuritySettings;
  }) {
    this.#activity = deps.activity;
    this.#devices = deps.devices;
    this.#sessions = deps.sessions;
    this.#settings = deps.settings;
  }

  /** Writes a security event of the account (in the caller's transaction when given one). */
  record(
    userId: string,
    type: ActivityEventType,
    client: ClientInfo,
    executor?: Kysely<Database>,
    /** The security event's name when it says more than the type (lib/security-events.ts). */
    securityEvent?: SecurityEventName,
  ): Promise<void> {
    return this.#activity.record(
      executor,
      userId,
      type,
      client,
      this.#settings.activityRetentionDays,
      securityEvent,
    );
  }

  /** A sign-in issued `accessToken`: its session records the client, and the log the event. */
  /**
   * Decision 060: the password sign-in's event, written by the statement that starts its session
   * (which also sets the session's address and browser, as `signedIn` does after the fact).
   */
  readonly signInStatement: SignInStatementPart = {
    addTo: (db, p) => signInEventQueries(db, p, this.#settings.activityRetentionDays),
    userAgentOf: (client) => clampUserAgent(client.userAgent),
    written: (userId, client) =>
      this.#activity.logged(userId, client, { event: ACCOUNT_EVENTS['sign-in'] }),
  };

  async signedIn(accessToken: string, client: ClientInfo, connector?: string): Promise<void> {
    const session = await this.#devices.touch(hashToken(accessToken), client);
    if (!session) return;
    // Decision 050: a connector sign-in names its connector.
    await this.record(
      session.userId,
      'sign-in',
      client,
      undefined,
      connector === undefined ? undefined : { event: 'account.sign_in', connector },
    );
  }

  async activity(session: ActiveSession): Promise<ActivityEvent[]> {
    const events = await this.#activity.list(
      session.userId,
      this.#settings.activityRetentionDays,
      ACTIVITY_PAGE,
    );
    return events.map((event) => ({
      id: event.id,
      type: event.type as ActivityEventType,
      at: event.createdAt.toISOString(),
      ip: event.ip,
      device: deviceNameOf(event.userAgent),
      ...(event.connector === null ? {} : { connector: event.connector }),
    }));
  }

  /** The account's signed-in devices (its live first-party sessions), the caller's marked. */
  async devices(session: ActiveSession): Promise<SignedInSession[]> {
    const rows = await this.#devices.list(session.userId, this.#settings.firstPartyClientId);
    return rows.map((row) => ({
      id: row.sessionId,
      device: deviceNameOf(row.userAgent),
      ip: row.ip,
      signedInAt: row.signedInAt.toISOString(),
      lastSeenAt: row.lastSeenAt.toISOString(),
      current: row.sessionId === session.sessionId,
    }));
  }

  /**
   * Signs one of the account's devices out: every token of that session (and the relying parties'
   * sessions it started) stops working. Not a live session of the account → 40401.
   */
  async endSession(session: ActiveSession, sessionId: string, client: ClientInfo): Promise<void> {
    const live = await this.#devices.isLive(
      session.userId,
      this.#settings.firstPartyClientId,
      sessionId,
    );
    if (!live) throw appError('securityItemNotFound');
    await this.#sessions.revoke({ session: sessionId }, 'ended from devices');
    await this.record(session.userId, 'session-ended', client);
  }

  /** Signs every other session of the account out; returns how many ended. */
  async endOtherSessions(session: ActiveSession, client: ClientInfo): Promise<number> {
    const ended = await this.#sessions.revoke(
      { account: session.userId, except: session.sessionId },
      'other sessions ended',
    );
    await this.record(session.userId, 'other-sessions-ended', client);
    return ended;
  }

  /**
   * 40071 unless the session's sign-in is at most REAUTH_MAX_AGE_SECONDS old: adding a passkey,
   * enrolling or disabling the authenticator app needs a recent sign-in (ASVS 7.5.3).
   */
  async requireRecentSignIn(session: ActiveSession): Promise<void> {
    const at = await this.#devices.authenticatedAt(session.sessionId);
    const maxAgeMs = this.#settings.reauthMaxAgeSeconds * 1000;
    if (at === undefined || Date.now() - at.getTime() > maxAgeMs) {
      throw appError('reauthenticationRequired');
    }
  }
}
