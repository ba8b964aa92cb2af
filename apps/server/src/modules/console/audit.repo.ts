import type { ConsoleAuditAction } from '@account-centre/contract';
import type { Kysely } from 'kysely';
import type { Database } from '#db/schema.ts';
import { SECURITY_EVENT_MESSAGE, staffEventOf, type SecurityLog } from '#lib/security-events.ts';
import { clampUserAgent, type ClientInfo } from '#modules/security/activity.repo.ts';

export interface AuditEntry {
  id: string;
  staffEmail: string;
  action: string;
  target: string | null;
  tenantId: string | null;
  ip: string | null;
  userAgent: string | null;
  at: Date;
}

/**
 * Every staff action (who, what, on what, in which tenant, from where, when); each one is also a
 * structured log line (`staff.sign_in`, `staff.sign_in_failed`, `staff.sign_out`, `staff.action`;
 * lib/security-events.ts) when given `log`.
 */
export class AuditRepo {
  readonly #db: Kysely<Database>;
  readonly #log: SecurityLog | undefined;

  constructor(db: Kysely<Database>, log?: SecurityLog) {
    this.#db = db;
    this.#log = log;
  }

  async record(
    entry: {
      staffId: string | null;
      staffEmail: string;
      action: ConsoleAuditAction;
      target?: string | null | undefined;
      tenantId?: string | null | undefined;
    },
    client: ClientInfo,
    executor: Kysely<Database> = this.#db,
  ): Promise<void> {
    await executor
      .insertInto('staff_audit')
      .values({
        staff_id: entry.staffId,
        staff_email: entry.staffEmail,
        action: entry.action,
        target: entry.target ?? null,
        tenant_id: entry.tenantId ?? null,
        ip: client.ip,
        user_agent: clampUserAgent(client.userAgent),
      })
      .execute();
    this.#log?.info(
      {
        event: staffEventOf(entry.action),
        action: entry.action,
        staffId: entry.staffId,
        staff: entry.staffEmail,
        target: entry.target ?? null,
        tenantId: entry.tenantId ?? null,
        ip: client.ip,
        userAgent: clampUserAgent(client.userAgent),
      },
      SECURITY_EVENT_MESSAGE,
    );
  }

  /** An action of a signed-in staff member on `target` (an item's id or name, never a secret). */
  async recordAction(
    by: { id: string | null; email: string },
    action: ConsoleAuditAction,
    client: ClientInfo,
    target?: { target?: string | undefined; tenantId?: string | undefined },
  ): Promise<void> {
    await this.record(
      {
        staffId: by.id,
        staffEmail: by.email,
        action,
        target: target?.target,
        tenantId: target?.tenantId,
      },
      client,
    );
  }

  /** The newest entries first. */
  async list(limit: number): Promise<AuditEntry[]> {
    const rows = await this.#db
      .selectFrom('staff_audit')
      .select([
        'id',
        'staff_email as staffEmail',
        'action',
        'target',
        'tenant_id as tenantId',
        'ip',
        'user_agent as userAgent',
        'at',
      ])
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.map((row) => ({ ...row, id: String(row.id) }));
  }
}
