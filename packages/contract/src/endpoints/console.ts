import * as z from 'zod/mini';
import { TENANT_ID_PATTERN } from '#constants.ts';
import { envelopeSchema } from '#envelope.ts';
import {
  activityEventSchema,
  deviceNameSchema,
  signedInSessionSchema,
} from '#endpoints/security.ts';

/**
 * The support console (issue 26, docs/decisions/035-support-console.md): its own API under
 * `/console/api`, reached only with a console session (cookie `ac_console`, HttpOnly, Secure,
 * SameSite=Strict) and, on every call that changes something, the session's CSRF token in
 * `X-Console-Csrf`. User and relying-party tokens are refused (40323).
 */
export const CONSOLE_PREFIX = '/console';
export const CONSOLE_API_PREFIX = '/console/api';
export const CONSOLE_SESSION_COOKIE = 'ac_console';
export const CONSOLE_CSRF_HEADER = 'X-Console-Csrf';

export const consolePaths = {
  /**
   * POST: e-mail and password, the first step; sets the (not yet usable) session cookie. With the
   * authenticator `code` too, both steps at once (decision 039): the only way into an account
   * locked by wrong answers, whose password alone answers as a wrong one.
   */
  signIn: `${CONSOLE_API_PREFIX}/sign-in`,
  /** POST: the authenticator code, the second step; the session becomes usable. */
  signInTotp: `${CONSOLE_API_PREFIX}/sign-in/totp`,
  signOut: `${CONSOLE_API_PREFIX}/sign-out`,
  me: `${CONSOLE_API_PREFIX}/me`,
  /** GET `?tenant=&account=`: one account by e-mail, phone (E.164) or product ID. */
  users: `${CONSOLE_API_PREFIX}/users`,
  /** GET `?tenant=`: an account's details. */
  user: `${CONSOLE_API_PREFIX}/users/:userId`,
  /** POST: one action on an account (`consoleUserActionRequestSchema`). */
  userAction: `${CONSOLE_API_PREFIX}/users/:userId/actions`,
  audit: `${CONSOLE_API_PREFIX}/audit`,
} as const;

export const STAFF_ROLES = ['support', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const consoleTenantSchema = z.string().check(z.regex(TENANT_ID_PATTERN));

const totpCodeSchema = z.string().check(z.regex(/^\d{6}$/));

export const consoleSignInRequestSchema = z.object({
  email: z.string().check(z.minLength(3), z.maxLength(254)),
  password: z.string().check(z.minLength(1), z.maxLength(256)),
  /** The authenticator code with the password: both steps in one call. */
  code: z.optional(totpCodeSchema),
});
/**
 * Both steps answer the session's CSRF token; `secondFactorRequired` after a first step without
 * the code.
 */
export const consoleSignInResponseSchema = envelopeSchema(
  z.object({ secondFactorRequired: z.boolean(), csrfToken: z.string() }),
);
export const consoleTotpRequestSchema = z.object({
  code: totpCodeSchema,
});

export const staffViewSchema = z.object({
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  csrfToken: z.string(),
});
export type StaffView = z.infer<typeof staffViewSchema>;
export const consoleMeResponseSchema = envelopeSchema(staffViewSchema);
export const consoleDoneResponseSchema = envelopeSchema(z.null());

export const consoleUserSearchQuerySchema = z.object({
  tenant: consoleTenantSchema,
  account: z.string().check(z.minLength(1), z.maxLength(254)),
});

/** An account as staff see it: never its password hash, codes or secrets. */
export const consoleUserSchema = z.object({
  id: z.string(),
  tenantId: z.string(),
  productId: z.string(),
  email: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  country: z.string(),
  language: z.string(),
  /** ISO 8601. */
  createdAt: z.string(),
  doubleCheckRequired: z.boolean(),
  /** ISO 8601 until when the account is locked; null: not locked. */
  lockedUntil: z.nullable(z.string()),
  /** ISO 8601 when staff disabled it; null: enabled. */
  disabledAt: z.nullable(z.string()),
});
export type ConsoleUser = z.infer<typeof consoleUserSchema>;
export const consoleUserSearchResponseSchema = envelopeSchema(
  z.object({ users: z.array(consoleUserSchema) }),
);

export const consoleUserQuerySchema = z.object({ tenant: consoleTenantSchema });
export const consoleUserParamsSchema = z.object({ userId: z.string().check(z.uuid()) });

export const consoleUserDetailSchema = z.object({
  user: consoleUserSchema,
  sessions: z.array(z.omit(signedInSessionSchema, { current: true })),
  passkeys: z.array(
    z.object({ name: z.string(), createdAt: z.string(), lastUsedAt: z.nullable(z.string()) }),
  ),
  totpEnabled: z.boolean(),
  activity: z.array(activityEventSchema),
});
export type ConsoleUserDetail = z.infer<typeof consoleUserDetailSchema>;
export const consoleUserDetailResponseSchema = envelopeSchema(consoleUserDetailSchema);

export const CONSOLE_USER_ACTIONS = [
  'unlock',
  'flag-double-check',
  'unflag-double-check',
  'end-sessions',
  'disable',
  'enable',
] as const;
export type ConsoleUserAction = (typeof CONSOLE_USER_ACTIONS)[number];
export const consoleUserActionRequestSchema = z.object({
  tenant: consoleTenantSchema,
  action: z.enum(CONSOLE_USER_ACTIONS),
});

/**
 * Every action the audit records (the server records no other: `AuditRepo.record` takes these),
 * each with its label in every console language (apps/console `audit.actions`).
 */
export const CONSOLE_AUDIT_ACTIONS = [
  // The console's own events.
  'sign-in',
  'sign-in-failed',
  'sign-out',
  'unlocked-by-sign-in',
  // Accounts.
  'user-search',
  'user-view',
  ...CONSOLE_USER_ACTIONS,
  'account-deletion-cancel',
  'account-erase',
  'account-deletion-request',
  'user-import',
  // Staff.
  ...STAFF_ROLES.map((role) => `staff-create-${role}` as const),
  ...STAFF_ROLES.map((role) => `staff-role-${role}` as const),
  'staff-enable',
  'staff-disable',
  // Agreements, clients, messages, keys.
  'legal-publish',
  'legal-add-texts',
  'legal-acceptances-view',
  'client-create',
  'client-edit',
  'client-rotate-secret',
  'client-remove',
  'message-retry',
  'keys-rotate',
  // Connectors (decision 056) and webhooks (decision 054).
  'connector-create',
  'connector-update',
  'connector-enable',
  'connector-disable',
  'user-identities-view',
  'webhook-create',
  'webhook-delete',
  'webhook-enable',
  'webhook-test',
  'webhook-redeliver',
] as const;
export type ConsoleAuditAction = (typeof CONSOLE_AUDIT_ACTIONS)[number];

/** What the audit records: the console's own events and every action on an account. */
export const consoleAuditEntrySchema = z.object({
  id: z.string(),
  staffEmail: z.string(),
  /** One of `CONSOLE_AUDIT_ACTIONS` (a string: entries of an older or newer server still show). */
  action: z.string(),
  target: z.nullable(z.string()),
  tenantId: z.nullable(z.string()),
  ip: z.nullable(z.string()),
  userAgent: z.nullable(z.string()),
  /** The browser and system `userAgent` names, when it names one. */
  device: z.nullable(deviceNameSchema),
  /** ISO 8601. */
  at: z.string(),
});
export type ConsoleAuditEntry = z.infer<typeof consoleAuditEntrySchema>;
export const consoleAuditResponseSchema = envelopeSchema(
  z.object({ entries: z.array(consoleAuditEntrySchema) }),
);
