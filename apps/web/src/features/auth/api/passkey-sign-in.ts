import { PASSKEY_GRANT_TYPE } from '@account-centre/contract';
import { browserHasPasskeys } from '#features/auth/api/browser-has-passkeys.ts';
import { requestTokens, type LoginAnswer } from '#features/auth/api/request-tokens.ts';
import { passkeyAnswer } from '#lib/security/passkey-answer.ts';

/** The browser library, loaded on first use only: not part of the login screen's first load. */
const browserLibrary = () => import('@simplewebauthn/browser');

/** Ends a waiting autofill request (the login form left the page). */
export async function cancelPasskeyRequest(): Promise<void> {
  const { WebAuthnAbortService } = await browserLibrary();
  WebAuthnAbortService.cancelCeremony();
}

/** Whether this browser offers passkeys in the account field's autofill (conditional UI). */
export async function passkeyAutofillSupported(): Promise<boolean> {
  if (!browserHasPasskeys()) return false;
  const { browserSupportsWebAuthnAutofill } = await browserLibrary();
  return browserSupportsWebAuthnAutofill();
}

/**
 * Asks the browser for a passkey of this site (no account named: discoverable credentials), then
 * signs in with it: the token call's `grant_type=passkey`. `autofill`: the browser offers the
 * passkeys in the account field's suggestions (the field has `autocomplete="username webauthn"`)
 * and the promise waits until one is picked. Returns the answer, or `undefined` when
 * `beforeSignIn` says no (the browser's answer is then not sent). The user's cancel rejects with
 * the browser's error; the server's refusal (40070) is shown by the API client.
 */
export async function signInWithPasskey(
  autofill: boolean,
  beforeSignIn: () => Promise<boolean> = async () => true,
): Promise<LoginAnswer | undefined> {
  const credential = await passkeyAnswer(autofill);
  if (!(await beforeSignIn())) return undefined;
  return requestTokens({ grant_type: PASSKEY_GRANT_TYPE, credential });
}
