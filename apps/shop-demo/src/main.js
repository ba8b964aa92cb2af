// @ts-check
/**
 * Demo shop: a small relying party that signs its customers in through the account centre with
 * the standard OpenID Connect client library `openid-client` (authorization code + PKCE S256,
 * id_token checked against the account centre's JWKS), then shows the customer's e-mail. It also
 * shows what relying parties do besides: a silent check (`prompt=none`), a token refresh, sign-out
 * at the account centre (RP-initiated logout), token revocation, and OpenID Connect Back-Channel
 * Logout 1.0 (`POST /backchannel-logout`): when the customer signs out at the account centre, the
 * account centre tells the shop, which ends its session of the customer.
 * It imports nothing of the account centre (STYLE "Boundaries"): only the protocol connects them.
 *
 *   npm run start -w @account-centre/shop-demo    (configuration: see config.js and the README)
 */
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import * as client from 'openid-client';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { loadShopConfig } from './config.js';

const config = loadShopConfig(process.env);
const redirectUri = `${config.baseUrl}/callback`;

/** @type {Promise<client.Configuration> | undefined} */
let discovered;
/** Discovery on first use, so the shop may start before the account centre. */
function oidc() {
  discovered ??= client
    .discovery(new URL(config.issuer), config.clientId, config.clientSecret, undefined, {
      // Plain http only for a local issuer (development and the browser journeys).
      execute: config.issuer.startsWith('http:') ? [client.allowInsecureRequests] : [],
    })
    .then((configuration) => {
      // Check every id_token's signature against the account centre's JWKS.
      client.enableNonRepudiationChecks(configuration);
      return configuration;
    })
    .catch((error) => {
      discovered = undefined;
      throw error;
    });
  return discovered;
}

/**
 * In-memory state of this one demo process: authorization requests in flight and signed-in
 * customers, each under a random cookie value.
 * @type {Map<string, { verifier: string; state: string; nonce: string; silent: boolean }>}
 */
const pending = new Map();
/**
 * @typedef {{ email: string; subject: string; sid?: string; accessToken: string;
 *   refreshToken?: string; idToken?: string; refreshes: number }} ShopSession
 * @type {Map<string, ShopSession>}
 */
const sessions = new Map();
/**
 * Sessions the account centre ended through back-channel logout: their cookie then shows why the
 * customer is signed out (kept for a day).
 * @type {Set<string>}
 */
const endedAtAccountCentre = new Set();

const BACKCHANNEL_EVENT = 'http://schemas.openid.net/event/backchannel-logout';
/** @type {ReturnType<typeof createRemoteJWKSet> | undefined} */
let jwks;

/**
 * OpenID Connect Back-Channel Logout 1.0 §2.6: a logout token signed with the account centre's
 * keys, for this shop, with the logout event, a `sid` or `sub`, and no nonce. Answers the shop
 * sessions it ends.
 * @param {string} token
 */
async function backchannelLogout(token) {
  const configuration = await oidc();
  const server = configuration.serverMetadata();
  jwks ??= createRemoteJWKSet(new URL(server.jwks_uri ?? ''));
  const { payload } = await jwtVerify(token, jwks, {
    issuer: server.issuer,
    audience: config.clientId,
    maxTokenAge: '2 minutes',
    typ: 'logout+jwt',
  });
  const events = /** @type {Record<string, unknown> | undefined} */ (payload.events);
  if (typeof events !== 'object' || events === null || !(BACKCHANNEL_EVENT in events)) {
    throw new Error('not a logout token: no back-channel logout event');
  }
  if ('nonce' in payload) throw new Error('not a logout token: it has a nonce');
  const { sid, sub } = payload;
  if (typeof sid !== 'string' && typeof sub !== 'string') throw new Error('no sid and no sub');
  let ended = 0;
  for (const [id, session] of sessions) {
    const match =
      typeof sid === 'string' && session.sid !== undefined
        ? session.sid === sid
        : session.subject === sub;
    if (!match) continue;
    sessions.delete(id);
    endedAtAccountCentre.add(id);
    setTimeout(() => endedAtAccountCentre.delete(id), 24 * 3600 * 1000).unref();
    ended += 1;
  }
  return ended;
}

/** @param {import('node:http').IncomingMessage} request */
async function formBody(request) {
  const chunks = [];
  let size = 0;
  for await (const chunk of request) {
    size += chunk.length;
    if (size > 64 * 1024) throw new Error('body too large');
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** @param {string} text */
const escapeHtml = (text) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** @param {import('node:http').IncomingMessage} request @param {string} name */
function cookie(request, name) {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/** @param {string} name @param {string} value @param {number} maxAge */
const setCookie = (name, value, maxAge) =>
  `${name}=${value}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}`;

/** @param {string} title @param {string} body */
const page = (title, body) => `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem}
a.button{display:inline-block;padding:.6rem 1.2rem;background:#1b4f8a;color:#fff;border-radius:.4rem;text-decoration:none}</style>
</head>
<body><header><h1>${escapeHtml(config.shopName)}</h1></header><main>${body}</main></body>
</html>`;

/**
 * @param {import('node:http').ServerResponse} response
 * @param {number} status
 * @param {string} html
 * @param {Record<string, string | string[]>} [headers]
 */
function send(response, status, html, headers = {}) {
  response.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
    ...headers,
  });
  response.end(html);
}

/** @param {import('node:http').ServerResponse} response @param {string} location @param {Record<string, string | string[]>} [headers] */
function redirect(response, location, headers = {}) {
  response.writeHead(303, { location, 'cache-control': 'no-store', ...headers });
  response.end();
}

/**
 * The account centre no longer honours the shop's tokens (revoked, or the session ended there).
 * @param {import('node:http').ServerResponse} response @param {string | undefined} sessionId
 */
function sessionEnded(response, sessionId) {
  if (sessionId !== undefined) sessions.delete(sessionId);
  return send(
    response,
    200,
    page(
      'Session ended',
      '<p data-testid="session-ended">Your session at the shop has ended. Please sign in again.</p><p><a href="/">Back to the shop</a></p>',
    ),
    { 'set-cookie': setCookie('shop_session', '', 0) },
  );
}

/** @param {import('node:http').IncomingMessage} request @param {import('node:http').ServerResponse} response */
async function handle(request, response) {
  const url = new URL(request.url ?? '/', config.baseUrl);
  const sessionId = cookie(request, 'shop_session');
  const customer = sessionId === undefined ? undefined : sessions.get(sessionId);

  // Back-channel logout: the account centre's server calls this (never a browser).
  if (url.pathname === '/backchannel-logout' && request.method === 'POST') {
    const headers = { 'content-type': 'text/plain', 'cache-control': 'no-store' };
    try {
      const token = (await formBody(request)).get('logout_token') ?? '';
      const ended = await backchannelLogout(token);
      console.log(`back-channel logout: ${ended} session(s) ended`);
      response.writeHead(200, headers);
    } catch (error) {
      console.error('back-channel logout refused:', error);
      response.writeHead(400, headers);
    }
    return response.end();
  }

  if (request.method !== 'GET') return send(response, 405, page('Not allowed', ''));

  if (url.pathname === '/') {
    return send(
      response,
      200,
      page(
        config.shopName,
        customer
          ? `<p>Signed in as <strong data-testid="customer-email">${escapeHtml(customer.email)}</strong></p>
             <p>Token refreshes: <span data-testid="refresh-count">${customer.refreshes}</span></p>
             <p><a href="/refresh">Refresh the session</a></p>
             <p><a href="/profile">Show my profile</a></p>
             <p><a href="/revoke">Revoke access</a></p>
             <p><a href="/logout">Sign out</a></p>`
          : `${
              sessionId !== undefined && endedAtAccountCentre.has(sessionId)
                ? `<p data-testid="signed-out-at-account-centre">You signed out at your ${escapeHtml(config.accountName)} account, so the shop signed you out too.</p>`
                : ''
            }<p>Welcome! Sign in to see your orders.</p>
             <p><a class="button" href="/login">Sign in with your ${escapeHtml(config.accountName)} account</a></p>
             <p><a href="/login?silent=1">Check whether I am signed in</a></p>`,
      ),
    );
  }

  if (url.pathname === '/login') {
    const configuration = await oidc();
    const verifier = client.randomPKCECodeVerifier();
    // `?silent=1`: OpenID Connect's silent check (`prompt=none`): no screen at the account centre.
    const silent = url.searchParams.get('silent') === '1';
    const flow = { verifier, state: client.randomState(), nonce: client.randomNonce(), silent };
    const flowId = randomBytes(16).toString('base64url');
    pending.set(flowId, flow);
    setTimeout(() => pending.delete(flowId), 10 * 60 * 1000).unref();
    const authorizationUrl = client.buildAuthorizationUrl(configuration, {
      redirect_uri: redirectUri,
      scope: 'openid email',
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state: flow.state,
      nonce: flow.nonce,
      ...(silent ? { prompt: 'none' } : {}),
    });
    return redirect(response, authorizationUrl.href, {
      'set-cookie': setCookie('shop_flow', flowId, 600),
    });
  }

  if (url.pathname === '/callback') {
    const flowId = cookie(request, 'shop_flow');
    const flow = flowId === undefined ? undefined : pending.get(flowId);
    if (flowId !== undefined) pending.delete(flowId);
    if (!flow) return send(response, 400, page('Sign-in failed', '<p>Please sign in again.</p>'));
    try {
      const tokens = await client.authorizationCodeGrant(await oidc(), url, {
        pkceCodeVerifier: flow.verifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('no id_token');
      const email = typeof claims.email === 'string' ? claims.email : '(no e-mail)';
      const id = randomBytes(24).toString('base64url');
      sessions.set(id, {
        email,
        subject: claims.sub,
        ...(typeof claims.sid === 'string' ? { sid: claims.sid } : {}),
        accessToken: tokens.access_token,
        refreshToken: tokens.refresh_token,
        idToken: tokens.id_token,
        refreshes: 0,
      });
      return redirect(response, '/', {
        'set-cookie': [setCookie('shop_session', id, 3600), setCookie('shop_flow', '', 0)],
      });
    } catch (error) {
      // The account centre's answer to a silent check without a sign-in (login_required …).
      if (flow.silent && error instanceof client.AuthorizationResponseError) {
        return send(
          response,
          200,
          page(
            'Not signed in',
            `<p>Not signed in at the account centre: <span data-testid="silent-result">${escapeHtml(error.error)}</span></p>
             <p><a href="/">Back to the shop</a></p>`,
          ),
          { 'set-cookie': setCookie('shop_flow', '', 0) },
        );
      }
      console.error('sign-in failed:', error);
      return send(
        response,
        400,
        page('Sign-in failed', '<p>Sign-in failed. <a href="/">Back to the shop</a></p>'),
      );
    }
  }

  if (url.pathname === '/refresh' && customer) {
    if (!customer.refreshToken) return redirect(response, '/');
    try {
      const tokens = await client.refreshTokenGrant(await oidc(), customer.refreshToken);
      customer.accessToken = tokens.access_token;
      customer.refreshToken = tokens.refresh_token ?? customer.refreshToken;
      customer.refreshes += 1;
      return redirect(response, '/');
    } catch (error) {
      console.error('refresh failed:', error);
      return sessionEnded(response, sessionId);
    }
  }

  if (url.pathname === '/profile' && customer) {
    try {
      const info = await client.fetchUserInfo(await oidc(), customer.accessToken, customer.subject);
      const email = typeof info.email === 'string' ? info.email : '(no e-mail)';
      return send(
        response,
        200,
        page(
          'Profile',
          `<p>Profile e-mail: <strong data-testid="profile-email">${escapeHtml(email)}</strong></p><p><a href="/">Back</a></p>`,
        ),
      );
    } catch (error) {
      console.error('userinfo failed:', error);
      return sessionEnded(response, sessionId);
    }
  }

  // Token revocation (RFC 7009): the shop gives its tokens back; the account centre forgets them.
  if (url.pathname === '/revoke' && customer) {
    const configuration = await oidc();
    if (customer.refreshToken) await client.tokenRevocation(configuration, customer.refreshToken);
    await client.tokenRevocation(configuration, customer.accessToken);
    customer.refreshes = 0;
    return send(
      response,
      200,
      page(
        'Access revoked',
        `<p data-testid="revoked">The shop's access was revoked.</p>
         <p><a href="/refresh">Refresh the session</a></p>
         <p><a href="/profile">Show my profile</a></p>`,
      ),
    );
  }

  // RP-initiated logout: the shop forgets the customer and asks the account centre to end its
  // session too; the account centre returns to the registered post-logout URL (`/`).
  if (url.pathname === '/logout') {
    if (sessionId !== undefined) sessions.delete(sessionId);
    const endSession = customer?.idToken
      ? client.buildEndSessionUrl(await oidc(), {
          id_token_hint: customer.idToken,
          post_logout_redirect_uri: `${config.baseUrl}/`,
        }).href
      : '/';
    return redirect(response, endSession, { 'set-cookie': setCookie('shop_session', '', 0) });
  }

  return send(response, 404, page('Not found', '<p>Not found.</p>'));
}

createServer((request, response) => {
  handle(request, response).catch((error) => {
    console.error(error);
    if (!response.headersSent) send(response, 502, page('Unavailable', '<p>Please try again.</p>'));
  });
}).listen(config.port, config.host, () => {
  console.log(`${config.shopName} at ${config.baseUrl} (account centre ${config.issuer})`);
});
