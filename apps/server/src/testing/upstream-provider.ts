import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider, { type AdapterPayload, type ClientMetadata } from 'oidc-provider';

/** A person of the upstream provider: its subject and the claims it gives. */
export interface UpstreamAccount {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
}

export interface UpstreamProvider {
  issuer: string;
  /** Adds (or replaces) a person the upstream can sign in. */
  addAccount: (account: UpstreamAccount) => void;
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
}): Promise<UpstreamProvider> {
  const accounts = new Map<string, UpstreamAccount>();
  for (const account of options.accounts ?? []) accounts.set(account.sub, account);

  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;

  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const client: ClientMetadata = {
    client_id: options.clientId,
    client_secret: options.clientSecret,
    redirect_uris: options.redirectUris,
    grant_types: ['authorization_code'],
    response_types: ['code'],
    token_endpoint_auth_method: 'client_secret_post',
  };
  const provider = new Provider(issuer, {
    clients: [client],
    jwks: { keys: [{ ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: 'up-1' }] },
    cookies: { keys: ['upstream-test-cookie-key'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: false } },
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
            : { email: account.email, email_verified: account.email_verified ?? false }),
          ...(account.name === undefined ? {} : { name: account.name }),
        }),
      };
    },
  });
  const providerCallback = provider.callback();

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
      accounts.set(login, { sub: login, email: login, email_verified: true });
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
    grant.addOIDCScope('openid email profile');
    const grantId = await grant.save();
    await provider.interactionFinished(
      request,
      response,
      { login: { accountId: login }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  };

  server.on('request', (request, response) => {
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
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
