import { passkeyOptionsResponseSchema } from '@account-centre/contract';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { apiClient } from '#lib/api/api-client.ts';
import { getApiPaths } from '#lib/api/api-paths.ts';

/**
 * A fresh challenge (the passkey sign-in options) answered by the browser with one of this site's
 * passkeys (no account named: discoverable credentials), as the JSON the server checks: for the
 * passkey sign-in, the passkey proof of an account (decision 057) and the link to an existing
 * account. The browser library is loaded on use only, not with the first screen. `autofill`: the
 * browser offers the passkeys in the account field's suggestions and the promise waits until one
 * is picked; its options are asked for in the background, without the loading overlay (issue 37:
 * a call the user did not start). The user's cancel rejects with the browser's error.
 */
export async function passkeyAnswer(autofill = false): Promise<string> {
  const [{ startAuthentication }, options] = await Promise.all([
    import('@simplewebauthn/browser'),
    apiClient.post(getApiPaths().passkeySignInOptions, {
      body: {},
      schema: passkeyOptionsResponseSchema,
      showLoading: !autofill,
    }),
  ]);
  const credential = await startAuthentication({
    optionsJSON: options.data as unknown as PublicKeyCredentialRequestOptionsJSON,
    useBrowserAutofill: autofill,
  });
  return JSON.stringify(credential);
}
