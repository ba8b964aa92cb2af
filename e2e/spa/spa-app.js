/**
 * A browser app (a public `spa` client, PKCE S256) written with oidc-client-ts, as a brand's
 * single-page app would be (issue 36, decision 055): it signs in at the account centre, calls
 * userinfo across origins (CORS), refreshes its tokens, revokes a refresh token and signs out
 * (RP-initiated logout), and is signed out by the account centre (Front-Channel Logout,
 * `frontchannel-logout.html`). `spa-server.mjs` serves it with its configuration; the library's browser
 * build defines the global `oidc`.
 */
import { SIGNED_OUT_NOTE, spaManager } from '/spa-manager.js';

// A page script: the browser's objects, read from the global object.
const { location, history, document, localStorage, fetch } = globalThis;
const { config, manager } = await spaManager();
const byId = (id) => document.getElementById(id);
const show = (id, text) => {
  byId(id).textContent = text;
};
const failed = (error) => show('error', String(error?.message ?? error));

async function render() {
  const user = await manager.getUser();
  byId('signed-in').hidden = !user;
  byId('signed-out').hidden = Boolean(user);
  if (user) show('email', String(user.profile.email ?? ''));
  show('note', localStorage.getItem(SIGNED_OUT_NOTE) ?? '');
}

if (location.pathname === '/callback.html') {
  try {
    await manager.signinRedirectCallback();
    history.replaceState(null, '', '/');
  } catch (error) {
    failed(error);
  }
}

/** Refresh tokens this page replaced: the revoke button checks the last one is dead. */
let oldRefreshToken;

byId('sign-in').onclick = () => {
  localStorage.removeItem(SIGNED_OUT_NOTE);
  // An app that knows who signs in (`/?login_hint=…`) passes it on (OpenID Connect login_hint).
  const loginHint = new URLSearchParams(location.search).get('login_hint');
  manager.signinRedirect(loginHint ? { login_hint: loginHint } : undefined).catch(failed);
};
byId('userinfo').onclick = async () => {
  try {
    const user = await manager.getUser();
    const endpoint = await manager.metadataService.getUserInfoEndpoint();
    const answer = await fetch(endpoint, {
      headers: { authorization: `Bearer ${user.access_token}` },
    });
    const body = await answer.json();
    show('userinfo-result', `${answer.status} ${body.email ?? body.error}`);
  } catch (error) {
    failed(error);
  }
};
byId('refresh').onclick = async () => {
  try {
    const before = await manager.getUser();
    // With a refresh token, oidc-client-ts refreshes with it (no iframe).
    const after = await manager.signinSilent();
    oldRefreshToken = before.refresh_token;
    const rotated = after.refresh_token !== before.refresh_token;
    const renewed = after.access_token !== before.access_token;
    show('refresh-result', rotated && renewed ? 'new tokens' : 'same tokens');
  } catch (error) {
    failed(error);
  }
};
byId('revoke').onclick = async () => {
  try {
    // The rotated-out refresh token, used again: the provider ends the grant (reuse detection),
    // and its refusal is readable across origins (CORS on the error too).
    const endpoint = await manager.metadataService.getTokenEndpoint();
    const answer = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: oldRefreshToken ?? '',
        client_id: config.clientId,
      }),
    });
    const body = await answer.json();
    // RFC 7009 revocation of the current refresh token, through the library.
    await manager.revokeTokens(['refresh_token']);
    show('revoke-result', `${answer.status} ${body.error}`);
  } catch (error) {
    failed(error);
  }
};
byId('sign-out').onclick = () => manager.signoutRedirect().catch(failed);

await render();
