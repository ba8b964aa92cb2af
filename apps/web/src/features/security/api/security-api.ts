import {
  activityResponseSchema,
  endSessionsResponseSchema,
  logoutResponseSchema,
  passkeyOptionsResponseSchema,
  passkeyResponseSchema,
  passkeysResponseSchema,
  sessionsResponseSchema,
  totpConfirmResponseSchema,
  totpSetupResponseSchema,
  totpStatusResponseSchema,
  type ActivityEvent,
  type Passkey,
  type SignedInSession,
  type StepUpProof,
  type TotpSetup,
  type TotpStatus,
} from '@account-centre/contract';
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
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

/** POST endOtherSessions: signs every other device out (with the step-up proof); how many were. */
export async function endOtherSessions(proof: StepUpProof): Promise<number> {
  const answer = await apiClient.post(getApiPaths().endOtherSessions, {
    body: proof,
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

/** POST totpDisable: turns the app off (a recent sign-in and the step-up proof, decision 038). */
export async function disableTotp(proof: StepUpProof): Promise<void> {
  await apiClient.post(getApiPaths().totpDisable, {
    body: proof,
    schema: logoutResponseSchema,
    needsAuth: true,
  });
}

/** GET passkeys: the account's passkeys, oldest first. */
export async function listPasskeys(): Promise<Passkey[]> {
  const answer = await apiClient.get(getApiPaths().passkeys, {
    schema: passkeysResponseSchema,
    needsAuth: true,
  });
  return answer.data.passkeys;
}

/**
 * Adds a passkey: the server's options (needs a recent sign-in, 40071 otherwise, and the step-up
 * proof: the password or an authenticator code, decision 038), the browser's
 * `create()` through `@simplewebauthn/browser` (loaded only now), then the server checks and
 * keeps it. The browser's refusal or the user's cancel rejects with the browser's error.
 */
export async function addPasskey(name: string, proof: StepUpProof): Promise<Passkey> {
  const [{ startRegistration }, options] = await Promise.all([
    import('@simplewebauthn/browser'),
    apiClient.post(getApiPaths().passkeyRegisterOptions, {
      body: proof,
      schema: passkeyOptionsResponseSchema,
      needsAuth: true,
    }),
  ]);
  const credential = await startRegistration({
    optionsJSON: options.data as unknown as PublicKeyCredentialCreationOptionsJSON,
  });
  const answer = await apiClient.post(getApiPaths().passkeyRegister, {
    body: { credential, name },
    schema: passkeyResponseSchema,
    needsAuth: true,
  });
  return answer.data.passkey;
}

/** POST passkeyRename. */
export async function renamePasskey(id: string, name: string): Promise<Passkey> {
  const answer = await apiClient.post(getApiPaths().passkeyRename, {
    body: { id, name },
    schema: passkeyResponseSchema,
    needsAuth: true,
  });
  return answer.data.passkey;
}

/** POST passkeyRemove: the passkey signs in no more. */
export async function removePasskey(id: string): Promise<void> {
  await apiClient.post(getApiPaths().passkeyRemove, {
    body: { id },
    schema: logoutResponseSchema,
    needsAuth: true,
  });
}
