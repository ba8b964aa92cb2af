/**
 * The oidc-client-ts `UserManager` of the browser app (e2e/spa, a test fixture), built from the
 * configuration `spa-server.mjs` serves: the app's page and its front-channel logout page share it,
 * and with it the stored user (localStorage).
 */
// A page script: the browser's objects, read from the global object.
const { location, localStorage, fetch } = globalThis;

/** Where the app notes that the account centre signed it out (front-channel logout). */
export const SIGNED_OUT_NOTE = 'spa-signed-out-by-account-centre';

export async function spaManager() {
  const config = await (await fetch('/config.json')).json();
  const { UserManager, WebStorageStateStore } = globalThis.oidc;
  const manager = new UserManager({
    authority: config.authority,
    client_id: config.clientId,
    redirect_uri: `${location.origin}/callback.html`,
    post_logout_redirect_uri: `${location.origin}/`,
    response_type: 'code',
    scope: 'openid email',
    automaticSilentRenew: false,
    userStore: new WebStorageStateStore({ store: localStorage }),
  });
  return { config, manager };
}
