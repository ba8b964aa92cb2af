import { parseArgs } from 'node:util';
import {
  DEFAULT_TENANT_ID,
  parseAccountName,
  STAFF_ROLES,
  TENANT_ID_PATTERN,
  type StaffRole,
} from '@account-centre/contract';
import type { Kysely } from 'kysely';
import type { Config } from '#config/index.ts';
import { migrate, pendingMigrations } from '#db/migrate.ts';
import type { DatabaseKind } from '#db/open-database.ts';
import type { Database } from '#db/schema.ts';
import { AdminRepo } from '#modules/console/admin.repo.ts';
import { AuditRepo } from '#modules/console/audit.repo.ts';
import { StaffRepo } from '#modules/console/staff.repo.ts';
import { StaffInputError, StaffService, staffSettingsOf } from '#modules/console/staff.service.ts';
import { KeyRing } from '#modules/keys/key-ring.service.ts';
import { KeysRepo } from '#modules/keys/keys.repo.ts';
import { sealUnsealedSecrets } from '#modules/credentials/reseal-secrets.ts';
import { SigningKeysRepo } from '#modules/oidc/signing-keys.repo.ts';
import { SigningKeys } from '#modules/oidc/signing-keys.service.ts';
import { createRetention } from '#modules/retention/retention.service.ts';
import { CLIENT_USAGE } from '#modules/oauth/client-commands.ts';
import { MOVE_USAGE } from '#modules/admin/move-command.ts';
import { IMPORT_USAGE } from '#modules/user-import/import-users-command.ts';
import { OidcRepo } from '#modules/oidc/oidc.repo.ts';
import { ActivityRepo } from '#modules/security/activity.repo.ts';
import { TotpRepo } from '#modules/credentials/totp.repo.ts';
import { SessionRepo } from '#modules/session/session.repo.ts';
import { SessionService } from '#modules/session/session.service.ts';
import { UserRepo, type UserRow } from '#modules/user/user.repo.ts';

/** The admin tool prints at most this many events of an account. */
const ADMIN_ACTIVITY_LIMIT = 1000;

export const ADMIN_USAGE = `Usage: npm run admin -- <command> [options]

Commands:
  unlock <account>              lift the account lock and forget its wrong passwords
  flag-double-check <account>   ask for the double check at every sign-in of the account
      [--off]                     stop asking (back to asking on risk only)
  end-sessions <account>        sign the account out everywhere (every access and refresh token)
  create-staff <email>          a support console staff member (decision 035): prints a generated
      --role support|admin        password and the authenticator app's enrolment (otpauth URI and
                                  secret) once; the first admin is made this way
  activity <account>            print the account's security events (newest first, ACTIVITY_RETENTION_DAYS)
  rotate-keys                   replace the encryption key (its RSA-OAEP and X25519 pairs) and the id_token
                                signing key now (the previous encryption key decrypts for
                                KEY_GRACE_SECONDS, the previous signing key
                                stays in the JWKS until the id_tokens it signed have expired)
      [--status]                  list the keys, change nothing
      [--reset]                   delete every key of both kinds and make new ones (after a new
                                  KEY_ENCRYPTION_SECRET, or a leak); seal the authenticator secrets
                                  stored while KEY_ENCRYPTION_SECRET was unset
  migrate                       apply the pending database migrations now, before a new release
      [--dry-run]                 starts (decision 045); the other commands and the server do it too
                                  list the pending migrations, apply nothing
  purge                         delete expired codes, tokens, tickets, challenges, nonces and ended
                                sessions now (RETENTION_* variables; the server also does it hourly)
${IMPORT_USAGE}
${MOVE_USAGE}

<account> is an e-mail address, a product ID or a phone number in E.164 (+8613812345678).
Options of the account commands:
  --tenant <id>                 the account's tenant (six digits; default ${DEFAULT_TENANT_ID})

${CLIENT_USAGE}

It uses the server's configuration: DATABASE_URL, or the embedded database in DATA_DIR, which
only one process may open (stop the server first).`;

/** A wrong command line: the usage is printed, exit code 2. */
export class AdminUsageError extends Error {
  override name = 'AdminUsageError';
}

/** A command that cannot be carried out (e.g. no such account): exit code 1. */
export class AdminCommandError extends Error {
  override name = 'AdminCommandError';
}

export const ADMIN_COMMANDS = [
  'unlock',
  'flag-double-check',
  'end-sessions',
  'activity',
  'create-staff',
  'rotate-keys',
  'purge',
  'migrate',
  'help',
] as const;
export type AdminCommand = (typeof ADMIN_COMMANDS)[number];

export interface ParsedAdminArgs {
  command: AdminCommand;
  account: string | undefined;
  tenantId: string;
  off: boolean;
  status: boolean;
  reset: boolean;
  /** create-staff: the role. */
  role: StaffRole;
  /** migrate: list the pending migrations, apply nothing. */
  dryRun: boolean;
}

/** Reads the command line (without `node` and the script); throws AdminUsageError. */
export function parseAdminArgs(argv: readonly string[]): ParsedAdminArgs {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      options: {
        tenant: { type: 'string' },
        off: { type: 'boolean' },
        status: { type: 'boolean' },
        reset: { type: 'boolean' },
        role: { type: 'string' },
        'dry-run': { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
      allowPositionals: true,
    });
  } catch (error) {
    throw new AdminUsageError((error as Error).message);
  }
  const { values, positionals } = parsed;
  const [name, account, ...extra] = positionals;
  if (values.help || name === 'help') {
    return {
      command: 'help',
      account,
      tenantId: DEFAULT_TENANT_ID,
      off: false,
      status: false,
      reset: false,
      role: 'support',
      dryRun: false,
    };
  }
  if (name === undefined) throw new AdminUsageError('no command given');
  if (!(ADMIN_COMMANDS as readonly string[]).includes(name)) {
    throw new AdminUsageError(
      name === 'create-client' || name === 'list-clients'
        ? `${name}: a client command, run by runClientCommand (modules/oauth/client-commands.ts)`
        : `unknown command: ${name}`,
    );
  }
  const command = name as AdminCommand;
  const tenantId = values.tenant ?? DEFAULT_TENANT_ID;
  if (!TENANT_ID_PATTERN.test(tenantId))
    throw new AdminUsageError(`--tenant: not six digits: ${tenantId}`);
  const accountCommand = command !== 'rotate-keys' && command !== 'purge' && command !== 'migrate';
  if (accountCommand && account === undefined)
    throw new AdminUsageError(`${command}: <account> is missing`);
  if (extra.length > 0 || (!accountCommand && account !== undefined)) {
    throw new AdminUsageError(
      `${command}: unexpected argument ${accountCommand ? extra[0] : account}`,
    );
  }
  if (values.off && command !== 'flag-double-check')
    throw new AdminUsageError(`${command}: --off is not an option`);
  if ((values.status || values.reset) && command !== 'rotate-keys') {
    throw new AdminUsageError(`${command}: --status and --reset belong to rotate-keys`);
  }
  if (values.status && values.reset)
    throw new AdminUsageError('rotate-keys: either --status or --reset');
  if (values.role !== undefined && command !== 'create-staff')
    throw new AdminUsageError(`${command}: --role belongs to create-staff`);
  if (values['dry-run'] && command !== 'migrate')
    throw new AdminUsageError(`${command}: --dry-run belongs to migrate`);
  const role = values.role ?? 'support';
  if (!(STAFF_ROLES as readonly string[]).includes(role))
    throw new AdminUsageError(`--role: support or admin, not ${role}`);
  if (values.tenant !== undefined && command === 'create-staff')
    throw new AdminUsageError(`${command}: --tenant is not an option`);
  if (values.tenant !== undefined && !accountCommand)
    throw new AdminUsageError(`${command}: --tenant is not an option`);
  return {
    command,
    account,
    tenantId,
    off: values.off ?? false,
    status: values.status ?? false,
    reset: values.reset ?? false,
    role: role as StaffRole,
    dryRun: values['dry-run'] ?? false,
  };
}

async function findAccount(users: UserRepo, tenantId: string, name: string): Promise<UserRow> {
  const account = parseAccountName(name);
  if (!account) {
    throw new AdminCommandError(`not an e-mail address, product ID or E.164 phone number: ${name}`);
  }
  const user = await users.findByAccountName(tenantId, account);
  if (!user) throw new AdminCommandError(`no account ${name} in tenant ${tenantId}`);
  return user;
}

/** How a command names an account in its answer: the product ID, never the address. */
const named = (user: UserRow) => `account ${user.productId} (tenant ${user.tenantId})`;

/** Whether the command needs the database migrated first (`migrate` does it itself, or not). */
export function migratesFirst(command: AdminCommand): boolean {
  return command !== 'migrate';
}

/**
 * Runs one admin command against `db` (migrated, except for `migrate`); writes what it did through `print`. Throws
 * AdminCommandError when it cannot be done.
 */
export async function runAdminCommand(
  args: ParsedAdminArgs,
  deps: {
    db: Kysely<Database>;
    kind: DatabaseKind;
    config: Pick<
      Config,
      | 'encryptionKeys'
      | 'retention'
      | 'accountDeletion'
      | 'activityRetentionDays'
      | 'console'
      | 'lockoutMaxFailures'
      | 'lockoutDurationSeconds'
      | 'accessTokenTtlSeconds'
    >;
    print: (line: string) => void;
  },
): Promise<void> {
  const { db, config, print } = deps;
  const users = new UserRepo(db);
  const admin = new AdminRepo(db);
  switch (args.command) {
    case 'help':
      print(ADMIN_USAGE);
      return;
    case 'unlock': {
      const user = await findAccount(users, args.tenantId, args.account ?? '');
      const { wasLocked } = await admin.unlock(user.id);
      print(
        `${named(user)}: ${wasLocked ? 'unlocked' : 'was not locked; wrong-password count cleared'}`,
      );
      return;
    }
    case 'flag-double-check': {
      const user = await findAccount(users, args.tenantId, args.account ?? '');
      await admin.setDoubleCheckRequired(user.id, !args.off);
      print(
        `${named(user)}: ${args.off ? 'double check only on risk again' : 'double check at every sign-in'}`,
      );
      return;
    }
    case 'end-sessions': {
      const user = await findAccount(users, args.tenantId, args.account ?? '');
      const ended = await sessionFloor(db).revoke({ account: user.id }, 'admin');
      print(`${named(user)}: ${ended} session${ended === 1 ? '' : 's'} ended`);
      return;
    }
    case 'activity': {
      const user = await findAccount(users, args.tenantId, args.account ?? '');
      const events = await new ActivityRepo(db).list(
        user.id,
        config.activityRetentionDays,
        ADMIN_ACTIVITY_LIMIT,
      );
      print(`${named(user)}: ${events.length} event${events.length === 1 ? '' : 's'}`);
      for (const event of events) {
        print(
          [event.createdAt.toISOString(), event.type, event.ip ?? '-', event.userAgent ?? '-'].join(
            '  ',
          ),
        );
      }
      return;
    }
    case 'create-staff': {
      const staff = new StaffService({
        repo: new StaffRepo(db),
        audit: new AuditRepo(db),
        sessions: sessionFloor(db),
        settings: staffSettingsOf(config),
      });
      try {
        const made = await staff.create({ email: args.account ?? '', role: args.role });
        print(`staff member ${made.email} (${made.role}) created`);
        print(`password (shown once): ${made.password}`);
        print(`authenticator app secret: ${made.totpSecret}`);
        print(`otpauth URI: ${made.otpauthUri}`);
      } catch (error) {
        if (error instanceof StaffInputError) throw new AdminCommandError(error.message);
        throw error;
      }
      return;
    }
    case 'migrate': {
      if (args.dryRun) {
        const pending = await pendingMigrations(db);
        print(
          pending.length === 0
            ? 'no pending migrations: the database is up to date'
            : `${pending.length} pending migration${pending.length === 1 ? '' : 's'} (dry run, nothing applied):`,
        );
        for (const migration of pending) print(`  ${migration.name}`);
        return;
      }
      const applied = await migrate(db);
      print(
        applied.length === 0
          ? 'no pending migrations: the database is up to date'
          : `${applied.length} migration${applied.length === 1 ? '' : 's'} applied:`,
      );
      for (const name of applied) print(`  ${name}`);
      return;
    }
    case 'purge': {
      const result = await createRetention(config, { db, kind: deps.kind }).purge();
      if (result.skipped) {
        throw new AdminCommandError('a server is purging right now: nothing done, try again later');
      }
      for (const [table, count] of Object.entries(result.deleted))
        print(`${table}: ${count} deleted`);
      print(`accounts erased (deletion due): ${result.erasedAccounts}`);
      if (result.vacuumedTables > 0) print(`tables vacuumed: ${result.vacuumedTables}`);
      print(`purge done in ${result.milliseconds} ms`);
      return;
    }
    case 'rotate-keys': {
      const keys = new KeyRing({ repo: new KeysRepo(db), settings: config.encryptionKeys });
      // Every kind of key sealed with KEY_ENCRYPTION_SECRET: the encryption keys of `publickey`
      // and the id_token signing keys (decision 041).
      const signing = new SigningKeys({
        repo: new SigningKeysRepo(db),
        settings: {
          sealingSecret: config.encryptionKeys.secret,
          rotationDays: config.encryptionKeys.rotationDays,
          idTokenTtlSeconds: config.accessTokenTtlSeconds,
        },
      });
      if (args.reset) {
        const { kid, deletedKids } = await keys.reset();
        print(`new encryption key ${kid}; deleted ${deletedKids.join(', ') || 'none'}`);
        const signed = await signing.reset();
        print(
          `new id_token signing key ${signed.kid}; deleted ${signed.deletedKids.join(', ') || 'none'}`,
        );
        const resealed = await sealUnsealedSecrets(
          { totp: new TotpRepo(db), staff: new StaffRepo(db) },
          config.encryptionKeys.secret,
        );
        print(
          `authenticator secrets stored unsealed, now sealed: ${resealed.users} of users, ${resealed.staff} of staff`,
        );
      } else if (!args.status) {
        const { kid, retiredKid } = await keys.rotate();
        print(
          `new encryption key ${kid}` +
            (retiredKid === undefined
              ? ''
              : `; ${retiredKid} still decrypts for ${config.encryptionKeys.graceSeconds} seconds`),
        );
        const signingKid = await signing.rotate();
        print(
          `new id_token signing key ${signingKid}; the previous one stays in the JWKS for ` +
            `${signing.retentionSeconds} seconds (running servers sign with the new one within 30 s)`,
        );
      }
      const stored = await keys.status();
      if (stored.length === 0) print('no encryption key yet: the server makes one at its start');
      for (const key of stored) {
        print(
          `${key.kid}  ${key.state.padEnd(7)}  ${key.kinds.join('+').padEnd(19)}  created ${key.createdAt.toISOString()}` +
            (key.retiredAt ? `  replaced ${key.retiredAt.toISOString()}` : ''),
        );
      }
      for (const key of await signing.status()) {
        print(`${key.kid}  signing  created ${key.createdAt.toISOString()}`);
      }
      return;
    }
  }
}

/** The session floor (decision 040) over the database, as the server builds it. */
function sessionFloor(db: Kysely<Database>): SessionService {
  return new SessionService({ db, repo: new SessionRepo(), providers: new OidcRepo(db) });
}
