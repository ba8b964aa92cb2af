import {
  activityResponseSchema,
  endSessionsResponseSchema,
  logoutResponseSchema,
  sessionsResponseSchema,
  totpConfirmResponseSchema,
  totpSetupResponseSchema,
  totpStatusResponseSchema,
  type ActivityEvent,
  type SignedInSession,
  type TotpSetup,
  type TotpStatus,
} from '@account-centre/contract';
import { apiClient } from '#lib/api/api-client.ts';
import { getApiPaths } from '#lib/api/api-paths.ts';

/** GET sessions: the account's signed-in devices, the current one marked. */
export async function listSessions(): Promise<SignedInSession[]> {
  const answer = await apiClient.get(getApiPaths().sessions, {
    schema: sessionsResponseSchema,
    needsAuth: true,
  });
  return answer.data.sessions;
}

/** POST endSession: signs one device out. */
export async function endSession(sessionId: string): Promise<void> {
  await apiClient.post(getApiPaths().endSession, {
    body: { sessionId },
    schema: logoutResponseSchema,
    needsAuth: true,
  });
}

/** POST endOtherSessions: signs every other device out; how many were. */
export async function endOtherSessions(): Promise<number> {
  const answer = await apiClient.post(getApiPaths().endOtherSessions, {
    body: {},
    schema: endSessionsResponseSchema,
    needsAuth: true,
  });
  return answer.data.ended;
}

/** GET activity: the account's security events, newest first. */
export async function listActivity(): Promise<ActivityEvent[]> {
  const answer = await apiClient.get(getApiPaths().activity, {
    schema: activityResponseSchema,
    needsAuth: true,
  });
  return answer.data.events;
}

/** GET totp: whether the authenticator app is on, and the recovery codes left. */
export async function getTotpStatus(): Promise<TotpStatus> {
  const answer = await apiClient.get(getApiPaths().totp, {
    schema: totpStatusResponseSchema,
    needsAuth: true,
  });
  return answer.data;
}

/** POST totpSetup: a new secret (manual key and otpauth URI), not on until confirmed. */
export async function setUpTotp(): Promise<TotpSetup> {
  const answer = await apiClient.post(getApiPaths().totpSetup, {
    body: {},
    schema: totpSetupResponseSchema,
    needsAuth: true,
  });
  return answer.data;
}

/** POST totpConfirm: the app's first code turns it on; the ten recovery codes. */
export async function confirmTotp(code: string): Promise<string[]> {
  const answer = await apiClient.post(getApiPaths().totpConfirm, {
    body: { code },
    schema: totpConfirmResponseSchema,
    needsAuth: true,
  });
  return answer.data.recoveryCodes;
}

/** POST totpDisable: turns the app off (needs a recent sign-in). */
export async function disableTotp(): Promise<void> {
  await apiClient.post(getApiPaths().totpDisable, {
    body: {},
    schema: logoutResponseSchema,
    needsAuth: true,
  });
}
