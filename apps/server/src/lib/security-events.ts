import type { ActivityEventType } from '@account-centre/contract';

/**
 * Security events as structured log lines (decision 045): one JSON line each, at level `info`,
 * `msg: "security event"` and a stable `event` name a SIEM can match on. They are written where
 * the activity log row or the staff audit row is written (modules/security/activity.repo.ts,
 * modules/console/audit.repo.ts), a wrong second factor named as such (`account.second_factor_failed`). The names
 * are part of the operations interface (docs/deployment.md §7): never rename one, add new ones.
 * The lines carry ids and the client's address, never an e-mail address, phone or secret of an
 * account (a staff member is named by e-mail, as in the audit).
 */
export const ACCOUNT_EVENTS = {
  'sign-in': 'account.sign_in',
  'sign-in-failed': 'account.sign_in_failed',
  'account-locked': 'account.locked',
  'password-changed': 'account.password_changed',
  'password-reset': 'account.password_reset',
  'email-changed': 'account.email_changed',
  'session-ended': 'account.session_ended',
  'other-sessions-ended': 'account.other_sessions_ended',
  'passkey-added': 'account.passkey_added',
  'passkey-removed': 'account.passkey_removed',
  'totp-enabled': 'account.totp_enabled',
  'totp-disabled': 'account.totp_disabled',
  'recovery-code-used': 'account.recovery_code_used',
  'step-up-failed': 'account.step_up_failed',
  'connector-linked': 'account.connector_linked',
  'connector-unlinked': 'account.connector_unlinked',
} as const satisfies Record<ActivityEventType, `account.${string}`>;

/** A wrong authenticator-app or recovery code at sign-in (its activity row is `sign-in-failed`). */
export const SECOND_FACTOR_FAILED_EVENT = 'account.second_factor_failed';

/** Staff sign-in steps by their audit action; every other audit action is `staff.action`. */
export const STAFF_EVENTS: Readonly<Record<string, `staff.${string}`>> = {
  'sign-in': 'staff.sign_in',
  'sign-in-failed': 'staff.sign_in_failed',
  'sign-out': 'staff.sign_out',
};
export const STAFF_ACTION_EVENT = 'staff.action';

export const SECURITY_EVENT_MESSAGE = 'security event';

/** What writes a security event: a pino logger (the app's) or a test's list. */
export interface SecurityLog {
  info: (fields: Record<string, unknown>, message: string) => void;
}

export function staffEventOf(action: string): string {
  return STAFF_EVENTS[action] ?? STAFF_ACTION_EVENT;
}
