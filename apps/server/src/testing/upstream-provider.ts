import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, importSPKI, jwtVerify } from 'jose';
import Provider, { type AdapterPayload, type ClientMetadata } from 'oidc-provider';

/** A person of the upstream provider: its subject and the claims it gives. */
export interface UpstreamAccount {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  /** Microsoft's "the e-mail domain's owner verified the address" (its only such claim). */
  xms_edov?: boolean;
}

/**
 * How the stand-in behaves (decision 056): `oidc` is the generic provider (e-mail claims from
 * `userinfo`); `google` puts `email` and `email_verified` in the id_token; `microsoft` gives an
 * `email` with no `email_verified`, only `xms_edov` when the address's domain is verified;
 * `apple` answers only with `response_mode=form_post`, has no `userinfo`, sends
 * `email_verified` as the string "true", adds the `user` field (name and address) to the form
 * only on a person's first consent, and takes as client secret only an ES256 JWT signed with the
 * team's key.
 */
export type UpstreamPreset = 'oidc' | 'google' | 'microsoft' | 'apple';

/** Apple's client secret check: the team's public key (SPKI PEM), its key ID and the team. */
export interface AppleTeam {
  teamId: string;
  keyId: string;
  publicKey: string;
}

export interface UpstreamProvider {
  issuer: string;
  /** Adds (or replaces) a person the upstream can sign in. */
  addAccount: (account: UpstreamAccount) => void;
  /** What came to the token endpoint as client secrets (Apple: the JWTs), newest last. */
  clientSecrets: string[];
  /** The `user` fields put in Apple's form_post answers, newest last. */
  appleUsers: string[];
  close: () => Promise<void>;
}

/** The upstream's storage: one map per model, in memory (the library's own warns on use). */
class MemoryStore {
  static readonly #rows = new Map<string, { payload: AdapterPayload; expiresAt: number }>();
  readonly #model: string;

  constructor(model: string) {
    this.#model = model;
  }

  #key(id: string): string {
    return `${this.#model}:${id}`;
  }

  async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
    MemoryStore.#rows.set(this.#key(id), { payload, expiresAt: Date.now() + expiresIn * 1000 });
    if (payload.uid !== undefined)
      MemoryStore.#rows.set(`${this.#model}:uid:${payload.uid}`, {
        payload,
        expiresAt: Date.now() + expiresIn * 1000,
      });
    if (payload.userCode !== undefined)
      MemoryStore.#rows.set(`${this.#model}:userCode:${payload.userCode}`, {
        payload,
        expiresAt: Date.now() + expiresIn * 1000,
      });
  }

  async find(id: string): Promise<AdapterPayload | undefined> {
    return MemoryStore.#live(this.#key(id));
  }

  async findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return MemoryStore.#live(`${this.#model}:uid:${uid}`);
  }

  async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return MemoryStore.#live(`${this.#model}:userCode:${userCode}`);
  }

  async consume(id: string): Promise<void> {
    const row = MemoryStore.#rows.get(this.#key(id));
    if (row) row.payload.consumed = Math.floor(Date.now() / 1000);
  }

  async destroy(id: string): Promise<void> {
    MemoryStore.#rows.delete(this.#key(id));
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    for (const [key, row] of MemoryStore.#rows) {
      if (row.payload.grantId === grantId) MemoryStore.#rows.delete(key);
    }
  }

  static #live(key: string): AdapterPayload | undefined {
    const row = MemoryStore.#rows.get(key);
    return row && row.expiresAt > Date.now() ? row.payload : undefined;
  }
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

async function formOf(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/**
 * A real upstream OpenID provider for tests (decision 050): a second `oidc-provider` instance with
 * its own accounts, on its own HTTP port, not a mock. Its interaction is a plain page: a
 * "Username" field with "Sign in" (the person of that subject signs in and consents to
 * `openid email profile`) and "Cancel" (the upstream answers `error=access_denied`). The e-mail
 * claims come from `userinfo` (the library's default `conformIdTokenClaims`), so the connector's
 * userinfo call is exercised too.
 */
export async function startUpstreamProvider(options: {
  /** Where the account server's callback is (`OIDC_ISSUER/connect/callback`). */
  redirectUris: string[];
  clientId: string;
  clientSecret: string;
  /** 0: any free port. */
  port?: number;
  accounts?: UpstreamAccount[];
  /**
   * An unknown username that is an e-mail address signs in as a new person with that verified
   * address (the journeys' upstream, which has no API to add people).
   */
  emailsAreAccounts?: boolean;
  preset?: UpstreamPreset;
  /** Apple: whose signed client secrets the token endpoint accepts. */
  appleTeam?: AppleTeam;
}): Promise<UpstreamProvider> {
  const preset = options.preset ?? 'oidc';
  const clientSecrets: string[] = [];
  const appleUsers: string[] = [];
  /** Apple: the people who consented already (the `user` field comes only the first time). */
  const consented = new Set<string>();
  // Apple's client secret is a JWT checked here; the provider itself knows a fixed one.
  const providerSecret = preset === 'apple' ? 'apple-stand-in-internal' : options.clientSecret;
  const accounts = new Map<string, UpstreamAccount>();
  for (const account of options.accounts ?? []) accounts.set(account.sub, account);

  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;

  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const client: ClientMetadata = {
    client_id: options.clientId,
    client_secret: providerSecret,
    redirect_uris: options.redirectUris,
    grant_types: ['authorization_code'],
    response_types: ['code'],
    token_endpoint_auth_method: 'client_secret_post',
  };
  const provider = new Provider(issuer, {
    clients: [client],
    jwks: { keys: [{ ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: 'up-1' }] },
    cookies: { keys: ['upstream-test-cookie-key'] },
    claims:
      preset === 'apple'
        ? { openid: ['sub'], email: ['email', 'email_verified'], name: [] }
        : {
            openid: ['sub'],
            email: ['email', 'email_verified', 'xms_edov'],
            profile: ['name'],
          },
    // Google, Microsoft and Apple put the e-mail claims in the id_token itself.
    conformIdTokenClaims: preset === 'oidc',
    features: {
      devInteractions: { enabled: false },
      userinfo: { enabled: preset !== 'apple' },
    },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
    adapter: MemoryStore,
    pkce: { required: () => true },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, id) => {
      const account = accounts.get(id);
      if (!account) return undefined;
      return {
        accountId: id,
        claims: () => ({
          sub: account.sub,
          ...(account.email === undefined
            ? {}
            : preset === 'microsoft'
              ? { email: account.email, ...(account.xms_edov === true ? { xms_edov: true } : {}) }
              : preset === 'apple'
                ? { email: account.email, email_verified: String(account.email_verified ?? false) }
                : { email: account.email, email_verified: account.email_verified ?? false }),
          ...(account.name === undefined || preset === 'apple' ? {} : { name: account.name }),
        }),
      };
    },
  });
  if (preset === 'apple') {
    provider.use(async (ctx, next) => {
      // Apple answers a request for the name or e-mail scope only by form_post.
      if (ctx.path === '/auth' && ctx.query.response_mode !== 'form_post') {
        ctx.status = 400;
        ctx.body = 'response_mode must be form_post';
        return;
      }
      await next();
      const accountId = ctx.oidc?.account?.accountId;
      if (
        typeof ctx.body === 'string' &&
        ctx.body.includes('<form method="post"') &&
        accountId !== undefined &&
        !consented.has(accountId)
      ) {
        consented.add(accountId);
        const account = accounts.get(accountId);
        const user = JSON.stringify({
          name: { firstName: account?.name?.split(' ')[0] ?? '', lastName: 'Person' },
          email: account?.email,
        });
        appleUsers.push(user);
        ctx.body = ctx.body.replace(
          '<noscript>',
          `<input type="hidden" name="user" value="${escapeHtml(user)}"/>\n    <noscript>`,
        );
      }
    });
  }
  const providerCallback = provider.callback();

  /** Apple: the client secret must be an ES256 JWT of the team's key, for this client and issuer. */
  const appleToken = async (request: IncomingMessage & { body?: unknown }): Promise<boolean> => {
    const form = await formOf(request);
    const secret = form.get('client_secret') ?? '';
    clientSecrets.push(secret);
    const team = options.appleTeam;
    if (!team) return false;
    try {
      const { protectedHeader } = await jwtVerify(
        secret,
        await importSPKI(team.publicKey, 'ES256'),
        {
          algorithms: ['ES256'],
          issuer: team.teamId,
          subject: options.clientId,
          audience: issuer,
          // Apple takes secrets of up to six months.
          maxTokenAge: 180 * 24 * 3600,
        },
      );
      if (protectedHeader.kid !== team.keyId) return false;
    } catch {
      return false;
    }
    form.set('client_secret', providerSecret);
    // The provider reads an already read body from `req.body`.
    request.body = Object.fromEntries(form);
    return true;
  };

  const interaction = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', issuer);
    const [, , uid = '', action] = url.pathname.split('/');
    if (request.method === 'GET') {
      await provider.interactionDetails(request, response);
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.end(
        `<!doctype html><html lang="en"><head><title>Upstream sign-in</title></head><body><main>` +
          `<h1>Upstream test provider</h1>` +
          `<form method="post" action="/interaction/${escapeHtml(uid)}/login">` +
          `<label>Username <input name="login" autocomplete="off"></label>` +
          `<button type="submit">Sign in</button></form>` +
          `<form method="post" action="/interaction/${escapeHtml(uid)}/abort">` +
          `<button type="submit">Cancel</button></form></main></body></html>`,
      );
      return;
    }
    const details = await provider.interactionDetails(request, response);
    if (action === 'abort') {
      await provider.interactionFinished(
        request,
        response,
        { error: 'access_denied', error_description: 'The user cancelled.' },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    const login = (await formOf(request)).get('login') ?? '';
    if (
      options.emailsAreAccounts === true &&
      !accounts.has(login) &&
      /^[^@\s]+@[^@\s]+$/.test(login)
    ) {
      // Verified; for Microsoft by its only such claim (the address's domain is verified).
      accounts.set(login, { sub: login, email: login, email_verified: true, xms_edov: true });
    }
    if (!accounts.has(login)) {
      response.statusCode = 400;
      response.end('unknown upstream account');
      return;
    }
    const grant = new provider.Grant({
      accountId: login,
      clientId: String(details.params.client_id),
    });
    grant.addOIDCScope(String(details.params.scope ?? 'openid email profile'));
    const grantId = await grant.save();
    await provider.interactionFinished(
      request,
      response,
      { login: { accountId: login }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  };

  server.on('request', (request, response) => {
    if (preset === 'apple' && request.method === 'POST' && request.url === '/token') {
      appleToken(request)
        .then((good) => {
          if (good) {
            void providerCallback(request, response);
            return;
          }
          response.statusCode = 400;
          response.setHeader('content-type', 'application/json');
          response.end(JSON.stringify({ error: 'invalid_client' }));
        })
        .catch(() => {
          response.statusCode = 500;
          response.end();
        });
      return;
    }
    if (request.url?.startsWith('/interaction/')) {
      interaction(request, response).catch((error: unknown) => {
        response.statusCode = 500;
        response.end(String(error));
      });
      return;
    }
    void providerCallback(request, response);
  });

  return {
    issuer,
    addAccount: (account) => accounts.set(account.sub, account),
    clientSecrets,
    appleUsers,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
