import type { ActivityEventType } from '@account-centre/contract';
import { sql, type Kysely, type QueryCreator } from 'kysely';
import type { Database } from '#db/schema.ts';
import type { ClientInfo } from '#lib/client-info.ts';
import { ACCOUNT_EVENTS, SECURITY_EVENT_MESSAGE, type SecurityLog } from '#lib/security-events.ts';

export type { ClientInfo } from '#lib/client-info.ts';

export interface ActivityEvent {
  id: string;
  type: string;
  ip: string | null;
  userAgent: string | null;
  /** Decision 050: the connector of a connector sign-in, link or unlink. */
  connector: string | null;
  createdAt: Date;
}

/** A User-Agent header is kept to this length (a longer one is cut). */
const MAX_USER_AGENT_LENGTH = 512;

export function clampUserAgent(value: string | null | undefined): string | null {
  if (value === undefined || value === null || value === '') return null;
  return value.slice(0, MAX_USER_AGENT_LENGTH);
}

const olderThan = (days: number) => sql<Date>`now() - make_interval(days => ${days})`;

/**
 * Decision 060: `record(…, 'sign-in', …)` as two data-modifying CTEs of the statement that starts
 * the session: the event, and the account's events past `retentionDays` deleted.
 */
export function signInEventQueries(
  db: QueryCreator<Database>,
  p: { userId: never; ip: never; userAgent: never },
  retentionDays: number,
): QueryCreator<Database> {
  return db
    .with('sign_in_event', (qb) =>
      qb.insertInto('activity_events').values({
        user_id: p.userId,
        type: 'sign-in',
        ip: p.ip,
        user_agent: p.userAgent,
        connector: null,
      }),
    )
    .with('expired_events', (qb) =>
      qb
        .deleteFrom('activity_events')
        .where('user_id', '=', p.userId)
        .where('created_at', '<', olderThan(retentionDays)),
    );
}

/**
 * `activity_events`: one row per security event of an account, kept `retentionDays`; each one is
 * also a structured log line with a stable `event` name (lib/security-events.ts) when given `log`.
 */
/** The security event a row's log line names, when it says more than its type (a failed factor). */
export interface SecurityEventName {
  event: string;
  factor?: 'totp' | 'recovery-code';
  /** Decision 050: the connector (slug) of a connector sign-in, link or unlink. */
  connector?: string;
}

export class ActivityRepo {
  readonly #db: Kysely<Database>;
  readonly #log: SecurityLog | undefined;

  constructor(db: Kysely<Database>, log?: SecurityLog) {
    this.#db = db;
    this.#log = log;
  }

  /**
   * Adds an event (on the caller's transaction when given one) and deletes the account's events
   * older than `retentionDays`: the log of an account never grows past its retention.
   */
  async record(
    executor: Kysely<Database> | undefined,
    userId: string,
    type: ActivityEventType,
    client: ClientInfo,
    retentionDays: number,
    securityEvent: SecurityEventName = { event: ACCOUNT_EVENTS[type] },
  ): Promise<void> {
    const db = executor ?? this.#db;
    await db
      .insertInto('activity_events')
      .values({
        user_id: userId,
        type,
        ip: client.ip,
        user_agent: clampUserAgent(client.userAgent),
        connector: securityEvent.connector ?? null,
      })
      .execute();
    await db
      .deleteFrom('activity_events')
      .where('user_id', '=', userId)
      .where('created_at', '<', olderThan(retentionDays))
      .execute();
    this.logged(userId, client, securityEvent);
  }

  /** The structured log line of an event written (by `record`, or by `signInEventQueries`). */
  logged(userId: string, client: ClientInfo, securityEvent: SecurityEventName): void {
    this.#log?.info(
      {
        ...securityEvent,
        userId,
        ip: client.ip,
        userAgent: clampUserAgent(client.userAgent),
      },
      SECURITY_EVENT_MESSAGE,
    );
  }

  /** The account's events of the last `retentionDays`, newest first, at most `limit`. */
  async list(userId: string, retentionDays: number, limit: number): Promise<ActivityEvent[]> {
    const rows = await this.#db
      .selectFrom('activity_events')
      .select(['id', 'type', 'ip', 'user_agent', 'connector', 'created_at'])
      .where('user_id', '=', userId)
      .where('created_at', '>=', olderThan(retentionDays))
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.map((row) => ({
      id: String(row.id),
      type: row.type,
      ip: row.ip,
      userAgent: row.user_agent,
      connector: row.connector,
      createdAt: row.created_at,
    }));
  }
}
