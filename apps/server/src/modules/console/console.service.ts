import {
  parseAccountName,
  type ActivityEventType,
  type ConsoleAuditAction,
  type ConsoleAuditEntry,
  type ConsoleUser,
  type ConsoleUserAction,
  type ConsoleUserDetail,
} from '@account-centre/contract';
import type { Kysely } from 'kysely';
import type { Database } from '#db/schema.ts';
import { appError } from '#lib/app-error.ts';
import type { ClientInfo } from '#lib/client-info.ts';
import type { AdminRepo } from '#modules/console/admin.repo.ts';
import type { SessionService } from '#modules/session/session.service.ts';
import type { AuditRepo } from '#modules/console/audit.repo.ts';
import type { ConsoleUsersRepo } from '#modules/console/console-users.repo.ts';
import type { ActivityRepo } from '#modules/security/activity.repo.ts';
import { deviceNameOf } from '#modules/security/device-name.ts';
import type { DevicesRepo } from '#modules/security/devices.repo.ts';
import type { UserRepo, UserRow } from '#modules/user/user.repo.ts';
import type { AccountEvents } from '#modules/webhooks/webhook-events.ts';

/**
 * Who acts: a signed-in staff member (their console session), or a machine client of the
 * management API (`staff.id` null, `staff.email` `client:<client_id>`: decision 052). The audit
 * log names them.
 */
export interface ConsoleActor {
  staff: { id: string | null; email: string };
}

/** The console shows at most this many events of an account, and of the audit. */
const ACTIVITY_LIMIT = 100;
const AUDIT_LIMIT = 200;

export interface ConsoleSettings {
  activityRetentionDays: number;
  /** The first-party web client: its sessions are the account's signed-in devices. */
  firstPartyClientId: string;
}

/**
 * What staff do with user accounts in the console (issue 26): find one in a tenant, see it
 * (never its password hash, codes or secrets) and act on it — the admin tool's actions
 * (modules/admin) through the same repos, and disabling. Every call is audited.
 */
export class ConsoleService {
  readonly #db: Kysely<Database>;
  readonly #users: UserRepo;
  readonly #accounts: ConsoleUsersRepo;
  readonly #admin: AdminRepo;
  readonly #sessions: SessionService;
  readonly #devices: DevicesRepo;
  readonly #activity: ActivityRepo;
  readonly #audit: AuditRepo;
  readonly #settings: ConsoleSettings;
  readonly #events: AccountEvents | undefined;

  constructor(deps: {
    db: Kysely<Database>;
    users: UserRepo;
    accounts: ConsoleUsersRepo;
    admin: AdminRepo;
    sessions: SessionService;
    devices: DevicesRepo;
    activity: ActivityRepo;
    audit: AuditRepo;
    settings: ConsoleSettings;
    /** Account events to the tenant's webhook endpoints (decision 054). */
    events?: AccountEvents | undefined;
  }) {
    this.#db = deps.db;
    this.#events = deps.events;
    this.#users = deps.users;
    this.#accounts = deps.accounts;
    this.#admin = deps.admin;
    this.#sessions = deps.sessions;
    this.#devices = deps.devices;
    this.#activity = deps.activity;
    this.#audit = deps.audit;
    this.#settings = deps.settings;
  }

  async #view(user: UserRow): Promise<ConsoleUser> {
    const state = await this.#accounts.state(user.id);
    return {
      id: user.id,
      tenantId: user.tenantId,
      productId: user.productId,
      email: user.email,
      phone: user.phone,
      country: user.country,
      language: user.language,
      createdAt: user.createdAt.toISOString(),
      doubleCheckRequired: user.doubleCheckRequired,
      lockedUntil: state.lockedUntil?.toISOString() ?? null,
      disabledAt: state.disabledAt?.toISOString() ?? null,
    };
  }

  /** The account of `tenant` with this id; another tenant's or none → 40400. */
  async #userOf(tenant: string, userId: string): Promise<UserRow> {
    const user = await this.#users.findById(userId);
    if (!user || user.tenantId !== tenant) throw appError('notFound', 'no such account');
    return user;
  }

  async #record(
    session: ConsoleActor,
    action: ConsoleAuditAction,
    client: ClientInfo,
    target?: { tenantId: string; productId: string },
  ): Promise<void> {
    await this.#audit.record(
      {
        staffId: session.staff.id,
        staffEmail: session.staff.email,
        action,
        target: target?.productId,
        tenantId: target?.tenantId,
      },
      client,
    );
  }

  /** The account a login name (e-mail, E.164 phone, product ID) names in `tenant`; 10007 if none. */
  async search(
    session: ConsoleActor,
    tenant: string,
    account: string,
    client: ClientInfo,
  ): Promise<ConsoleUser[]> {
    const name = parseAccountName(account.trim());
    if (!name) throw appError('invalidParameter', 'not an e-mail address, phone or product ID');
    const user = await this.#users.findByAccountName(tenant, name);
    await this.#audit.record(
      {
        staffId: session.staff.id,
        staffEmail: session.staff.email,
        action: 'user-search',
        target: user?.productId,
        tenantId: tenant,
      },
      client,
    );
    return user ? [await this.#view(user)] : [];
  }

  async detail(
    session: ConsoleActor,
    tenant: string,
    userId: string,
    client: ClientInfo,
  ): Promise<ConsoleUserDetail> {
    const user = await this.#userOf(tenant, userId);
    const [view, devices, passkeys, state, events] = await Promise.all([
      this.#view(user),
      this.#devices.list(user.id, this.#settings.firstPartyClientId),
      this.#accounts.passkeys(user.id),
      this.#accounts.state(user.id),
      this.#activity.list(user.id, this.#settings.activityRetentionDays, ACTIVITY_LIMIT),
    ]);
    await this.#record(session, 'user-view', client, user);
    return {
      user: view,
      sessions: devices.map((row) => ({
        id: row.sessionId,
        device: deviceNameOf(row.userAgent),
        ip: row.ip,
        signedInAt: row.signedInAt.toISOString(),
        lastSeenAt: row.lastSeenAt.toISOString(),
      })),
      passkeys: passkeys.map((key) => ({
        name: key.name,
        createdAt: key.createdAt.toISOString(),
        lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
      })),
      totpEnabled: state.totpEnabled,
      activity: events.map((event) => ({
        id: event.id,
        type: event.type as ActivityEventType,
        at: event.createdAt.toISOString(),
        ip: event.ip,
        device: deviceNameOf(event.userAgent),
      })),
    };
  }

  /** One action on an account of `tenant`; the account as it is afterwards. */
  async act(
    session: ConsoleActor,
    tenant: string,
    userId: string,
    action: ConsoleUserAction,
    client: ClientInfo,
  ): Promise<ConsoleUser> {
    const user = await this.#userOf(tenant, userId);
    switch (action) {
      case 'unlock':
        await this.#admin.unlock(user.id);
        break;
      case 'flag-double-check':
      case 'unflag-double-check':
        await this.#admin.setDoubleCheckRequired(user.id, action === 'flag-double-check');
        break;
      case 'end-sessions':
        await this.#sessions.revoke({ account: user.id }, 'console');
        break;
      case 'disable':
        // A disabled account is signed out everywhere at once.
        await this.#db.transaction().execute(async (trx) => {
          await this.#accounts.setDisabled(user.id, true, trx);
          await this.#sessions.revoke({ account: user.id }, 'console', trx);
          await this.#events?.emit(trx, {
            type: 'user.disabled',
            userId: user.id,
            tenantId: user.tenantId,
          });
        });
        break;
      case 'enable':
        await this.#db.transaction().execute(async (trx) => {
          await this.#accounts.setDisabled(user.id, false, trx);
          await this.#events?.emit(trx, {
            type: 'user.enabled',
            userId: user.id,
            tenantId: user.tenantId,
          });
        });
        break;
    }
    await this.#record(session, action, client, user);
    const after = await this.#users.findById(user.id);
    return this.#view(after ?? user);
  }

  async audit(): Promise<ConsoleAuditEntry[]> {
    const entries = await this.#audit.list(AUDIT_LIMIT);
    return entries.map((entry) => ({
      ...entry,
      device: deviceNameOf(entry.userAgent),
      at: entry.at.toISOString(),
    }));
  }
}
