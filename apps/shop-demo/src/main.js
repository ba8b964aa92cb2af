// @ts-check
/**
 * Demo shop: a small relying party that signs its customers in through the account centre with
 * the standard OpenID Connect client library `openid-client` (authorization code + PKCE S256,
 * id_token checked against the account centre's JWKS), then shows the customer's e-mail.
 * It imports nothing of the account centre (STYLE "Boundaries"): only the protocol connects them.
 *
 *   npm run start -w @account-centre/shop-demo    (configuration: see config.js and the README)
 */
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import * as client from 'openid-client';
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
 * @type {Map<string, { verifier: string; state: string; nonce: string }>}
 */
const pending = new Map();
/** @type {Map<string, { email: string; subject: string }>} */
const sessions = new Map();

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

/** @param {import('node:http').IncomingMessage} request @param {import('node:http').ServerResponse} response */
async function handle(request, response) {
  const url = new URL(request.url ?? '/', config.baseUrl);
  const sessionId = cookie(request, 'shop_session');
  const customer = sessionId === undefined ? undefined : sessions.get(sessionId);

  if (request.method !== 'GET') return send(response, 405, page('Not allowed', ''));

  if (url.pathname === '/') {
    return send(
      response,
      200,
      page(
        config.shopName,
        customer
          ? `<p>Signed in as <strong data-testid="customer-email">${escapeHtml(customer.email)}</strong></p>
             <p><a href="/logout">Sign out</a></p>`
          : `<p>Welcome! Sign in to see your orders.</p>
             <p><a class="button" href="/login">Sign in with your ${escapeHtml(config.accountName)} account</a></p>`,
      ),
    );
  }

  if (url.pathname === '/login') {
    const configuration = await oidc();
    const verifier = client.randomPKCECodeVerifier();
    const flow = { verifier, state: client.randomState(), nonce: client.randomNonce() };
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
      sessions.set(id, { email, subject: claims.sub });
      return redirect(response, '/', {
        'set-cookie': [setCookie('shop_session', id, 3600), setCookie('shop_flow', '', 0)],
      });
    } catch (error) {
      console.error('sign-in failed:', error);
      return send(
        response,
        400,
        page('Sign-in failed', '<p>Sign-in failed. <a href="/">Back to the shop</a></p>'),
      );
    }
  }

  if (url.pathname === '/logout') {
    if (sessionId !== undefined) sessions.delete(sessionId);
    return redirect(response, '/', { 'set-cookie': setCookie('shop_session', '', 0) });
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
