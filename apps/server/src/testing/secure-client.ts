import {
  CLIENT_CONTEXT_HEADER,
  ENCRYPTED_PASSWORD_FIELDS,
  EncryptionPublicKey,
  encryptContext,
  encryptContextJwe,
  encryptPassword,
  encryptPasswordJwe,
  JwePublicKey,
  publicKeyResponseSchema,
  sign,
  SIGNED_CALLS,
  type ApiPaths,
  type ClientContext,
  type PublicKeyResult,
} from '@account-centre/contract';
import type { App } from '#app.ts';
import { BASIC_AUTH, CLIENT_SECRET, paths } from '#testing/test-app.ts';

/** The context a test browser sends unless told otherwise. */
export const TEST_CONTEXT: ClientContext = { region: 'eu', language: 'en', country: 'DE' };

export interface SecureRequest {
  method?: 'GET' | 'POST';
  url: string;
  /** A JSON body. */
  payload?: Record<string, unknown>;
  /** Query parameters (the token call's fields, spec §7). */
  query?: Record<string, string>;
  /** A form body (the token call's fields, RFC 6749). */
  form?: Record<string, string>;
  headers?: Record<string, string>;
  /** Override what the web app does by default: encrypt, add the context header, sign. */
  encrypt?: boolean;
  context?: ClientContext | false;
  sign?: boolean;
}

/**
 * Which recipe the client encrypts with: `jwe` (decision 060, what the web app does: compact JWE
 * with the X25519 key) or `rsa` (RSA-OAEP `enc1.` / `ctx1.`, older clients).
 */
export type EncryptionScheme = 'jwe' | 'rsa';

/** The call name of a path of `apiPaths`. */
function callNameOf(url: string): keyof ApiPaths | undefined {
  const path = url.split('?')[0];
  return (Object.keys(paths) as (keyof ApiPaths)[]).find((name) => paths[name] === path);
}

/**
 * What the web app does on every call, with the contract's helpers (a model for the web side):
 * fetch the public key once; encrypt the call's password fields; send the encrypted context header
 * (built once per context); sign the calls spec §7 marks, over the body exactly as sent.
 */
export class SecureClient {
  readonly #app: App;
  readonly #contexts = new Map<string, string>();
  #key:
    | {
        info: PublicKeyResult;
        imported: EncryptionPublicKey;
        jwe: JwePublicKey | undefined;
        clockOffsetMs: number;
      }
    | undefined;
  context: ClientContext;
  readonly scheme: EncryptionScheme;

  constructor(app: App, context: ClientContext = TEST_CONTEXT, scheme: EncryptionScheme = 'jwe') {
    this.#app = app;
    this.context = context;
    this.scheme = scheme;
  }

  /** The public key answer (fetched once). */
  async key(): Promise<PublicKeyResult> {
    return (await this.#publicKey()).info;
  }

  /** Forgets the key (as the web does after a 40050/40051): the next call fetches it again. */
  forgetKey(): void {
    this.#key = undefined;
    this.#contexts.clear();
  }

  async encryptPassword(password: string): Promise<string> {
    const { info, imported, jwe } = await this.#publicKey();
    return jwe ? encryptPasswordJwe(jwe, password) : encryptPassword(imported, info.kid, password);
  }

  async contextHeader(context: ClientContext = this.context): Promise<string> {
    const { info, imported, jwe } = await this.#publicKey();
    const cacheKey = `${info.kid}|${JSON.stringify(context)}`;
    let header = this.#contexts.get(cacheKey);
    if (header === undefined) {
      header = jwe
        ? await encryptContextJwe(jwe, context)
        : await encryptContext(imported, info.kid, context);
      this.#contexts.set(cacheKey, header);
    }
    return header;
  }

  /** A call as the web app sends it. */
  async inject(request: SecureRequest) {
    const name = callNameOf(request.url);
    const fields: readonly string[] =
      name !== undefined && name in ENCRYPTED_PASSWORD_FIELDS
        ? ENCRYPTED_PASSWORD_FIELDS[name as keyof typeof ENCRYPTED_PASSWORD_FIELDS]
        : [];
    const encrypt = request.encrypt ?? true;
    const encrypted = async <T extends Record<string, unknown>>(values: T | undefined) => {
      if (!values || !encrypt) return values;
      const copy: Record<string, unknown> = { ...values };
      for (const field of fields) {
        const value = copy[field];
        if (typeof value === 'string') copy[field] = await this.encryptPassword(value);
      }
      return copy as T;
    };
    const payload = await encrypted(request.payload);
    const query = await encrypted(request.query);
    const form = await encrypted(request.form);

    const search = query ? `?${new URLSearchParams(query).toString()}` : '';
    const url = `${request.url}${search}`;
    const method = request.method ?? 'POST';
    const headers: Record<string, string> = {};
    let body: string | undefined;
    if (payload) {
      body = JSON.stringify(payload);
      headers['content-type'] = 'application/json';
    } else if (form) {
      body = new URLSearchParams(form).toString();
      headers['content-type'] = 'application/x-www-form-urlencoded';
    }
    if (name === 'token') headers.authorization = BASIC_AUTH;
    const context = request.context ?? this.context;
    if (context !== false) headers[CLIENT_CONTEXT_HEADER] = await this.contextHeader(context);
    const version =
      name !== undefined && name in SIGNED_CALLS
        ? SIGNED_CALLS[name as keyof typeof SIGNED_CALLS]
        : undefined;
    if (version !== undefined && (request.sign ?? true)) {
      const { clockOffsetMs } = await this.#publicKey();
      Object.assign(
        headers,
        await sign({
          secret: CLIENT_SECRET,
          version,
          method,
          target: url,
          body,
          // The server's clock, as the web derives it from `serverTime`.
          timestamp: Date.now() + clockOffsetMs,
        }),
      );
    }
    Object.assign(headers, request.headers);
    return this.#app.inject({
      method,
      url,
      headers,
      ...(body === undefined ? {} : { payload: body }),
    });
  }

  async #publicKey() {
    if (!this.#key) {
      const response = await this.#app.inject({ method: 'POST', url: paths.publicKey });
      if (response.statusCode !== 200) throw new Error(`publickey answered ${response.body}`);
      const info = publicKeyResponseSchema.parse(response.json()).data;
      this.#key = {
        info,
        imported: await EncryptionPublicKey.import(info.jwk),
        jwe:
          this.scheme === 'jwe' && info.jweJwk ? await JwePublicKey.import(info.jweJwk) : undefined,
        clockOffsetMs: info.serverTime - Date.now(),
      };
    }
    return this.#key;
  }
}
