import {
  activityResponseSchema,
  endSessionsResponseSchema,
  logoutResponseSchema,
  sessionsResponseSchema,
  type ActivityEvent,
  type SignedInSession,
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
