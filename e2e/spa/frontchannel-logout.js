/**
 * The browser app's OpenID Connect Front-Channel Logout 1.0 page (issue 36, decision 062): the
 * account centre's signed-out page loads it in a hidden iframe with `iss` and `sid` (the app
 * registered `frontchannel_logout_session_required`) and goes on once the iframe has loaded. So
 * the work is done synchronously, in a classic script: when `iss` and `sid` are those of the ID
 * token of the user oidc-client-ts stored, the app forgets that user and notes why; any other
 * request changes nothing.
 */
// A classic script: its names in a function, not beside the window's (`location`).
(() => {
  // A page script: the browser's objects, read from the global object.
  const { location, localStorage, document } = globalThis;
  /** As spa-manager.js names it (a classic script cannot import it). */
  const SIGNED_OUT_NOTE = 'spa-signed-out-by-account-centre';
  /** oidc-client-ts keeps the user under `oidc.user:<authority>:<client_id>`. */
  const USER_PREFIX = 'oidc.user:';

  const query = new URLSearchParams(location.search);
  let result = 'not this session';
  for (const key of Object.keys(localStorage)) {
    if (!key.startsWith(USER_PREFIX)) continue;
    const profile = JSON.parse(localStorage.getItem(key) ?? '{}').profile ?? {};
    if (profile.sid && query.get('sid') === profile.sid && query.get('iss') === profile.iss) {
      localStorage.removeItem(key);
      localStorage.setItem(SIGNED_OUT_NOTE, 'Signed out at the account centre');
      result = 'signed out';
    }
  }
  document.documentElement.dataset.result = result;
})();
