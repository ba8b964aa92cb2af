/**
 * Request security, the web side (issue 7, docs/decisions/015-request-security.md): what every
 * call does before it leaves the browser, with the contract's recipes —
 *
 * - each server's public key (one per API base URL: regional servers have their own) is fetched on
 *   the first call to it that needs it (never at start), kept at most `cacheSeconds`, and its
 *   `serverTime` gives the offset of the local clock to that server's;
 * - the password fields the contract names (`ENCRYPTED_PASSWORD_FIELDS`) travel encrypted: as a
 *   compact JWE (ECDH-ES on X25519 + A256GCM, decision 060) when the server offers its X25519 key
 *   and the browser's Web Crypto has X25519, else as `enc1.…` (RSA-OAEP);
 * - every call but `publickey` carries `X-Client-Context` (region, language, country), built once
 *   per key and values, the same way;
 * - the calls spec §7 marks (`SIGNED_CALLS`) are signed over the target and body exactly as sent.
 *
 * Loaded with `import()` by `#lib/security/security-loader.ts`, so the first screen does not wait
 * for it. The class takes its inputs as functions, so tests can drive it without the app.
 */
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
  type ErrorName,
  type PublicKeyResult,
  type SignatureVersion,
} from '@account-centre/contract';
import { requestTarget } from '#lib/api/request-target.ts';

/** A call as the app asks for it: the values in clear. */
export interface OutgoingCall {
  method: 'GET' | 'POST';
  path: string;
  query?: Record<string, string | undefined> | undefined;
  /** The JSON body (an object), if any. */
  body?: unknown;
}

/** The call as it must be sent. */
export interface SecuredCall {
  /** Path and query, the password fields encrypted. */
  target: string;
  /** The JSON text to send, the password fields encrypted; `undefined` without a body. */
  body: string | undefined;
  /** The context header and, for a signed call, the signature headers. */
  headers: Record<string, string>;
  /** The key used, for `recovery()`; `undefined` for the publickey call. */
  key: PublicKeyEntry | undefined;
}

/** A fetched key: the server it is for, the answer, the imported key, when to drop it, the clock offset. */
export interface PublicKeyEntry {
  /** The API base URL whose server answered (`''`: this origin). */
  readonly baseUrl: string;
  readonly info: PublicKeyResult;
  readonly imported: EncryptionPublicKey;
  /**
   * The X25519 key for JWE (decision 060): used instead of the RSA key when the server offers it
   * and the browser can import it; `undefined` otherwise.
   */
  readonly jwe: JwePublicKey | undefined;
  /** Local Unix ms after which the key is fetched again (`cacheSeconds` after the request). */
  readonly expiresAt: number;
  /** Add to the local clock to get the server's (from `serverTime`). */
  readonly clockOffsetMs: number;
}

export interface RequestSecurityDeps {
  /** POST publickey to the server at `baseUrl`: the answer (read with `publicKeyResponseSchema`). */
  fetchPublicKey: (baseUrl: string) => Promise<unknown>;
  /** The call paths of the configured brand. */
  paths: () => ApiPaths;
  /** The web client's secret (signatures). */
  clientSecret: () => string;
  /** The visit's region, language and country now. */
  context: () => Promise<ClientContext>;
  /** The local clock (Unix ms). */
  now?: () => number;
}

/** What one call does after a refusal: retry (after forgetting the key) or not. */
export type Recovery = (
  errorName: ErrorName | undefined,
  key: PublicKeyEntry | undefined,
) => boolean;

type PasswordCall = keyof typeof ENCRYPTED_PASSWORD_FIELDS;
type SignedCall = keyof typeof SIGNED_CALLS;

function callNameOf(paths: ApiPaths, path: string): keyof ApiPaths | undefined {
  return (Object.keys(paths) as (keyof ApiPaths)[]).find((name) => paths[name] === path);
}

function passwordFieldsOf(name: keyof ApiPaths | undefined): readonly string[] {
  return name !== undefined && Object.hasOwn(ENCRYPTED_PASSWORD_FIELDS, name)
    ? ENCRYPTED_PASSWORD_FIELDS[name as PasswordCall]
    : [];
}

function signatureVersionOf(name: keyof ApiPaths | undefined): SignatureVersion | undefined {
  return name !== undefined && Object.hasOwn(SIGNED_CALLS, name)
    ? SIGNED_CALLS[name as SignedCall]
    : undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The server's X25519 key, when it offers one (servers before decision 060 do not) and Web Crypto
 * here has X25519 (older browsers do not): then the RSA key is used.
 */
async function jweKeyOf(info: PublicKeyResult): Promise<JwePublicKey | undefined> {
  if (!info.jweJwk || info.jweJwk.kid !== info.kid) return undefined;
  try {
    return await JwePublicKey.import(info.jweJwk);
  } catch {
    return undefined;
  }
}

export class RequestSecurity {
  readonly #deps: RequestSecurityDeps;
  readonly #now: () => number;
  /** Per API base URL: the current key, and the fetch under way. */
  readonly #keys = new Map<string, PublicKeyEntry>();
  readonly #pendingKeys = new Map<string, Promise<PublicKeyEntry>>();
  /** Per API base URL: the last context header built, with the key id and values it holds. */
  readonly #contexts = new Map<string, { cacheKey: string; header: string }>();

  constructor(deps: RequestSecurityDeps) {
    this.#deps = deps;
    this.#now = deps.now ?? Date.now;
  }

  /**
   * The current key of the server at `baseUrl`: the cached one while it is fresh, else fetched (one
   * fetch for all callers).
   */
  async publicKey(baseUrl: string): Promise<PublicKeyEntry> {
    const cached = this.#keys.get(baseUrl);
    if (cached && this.#now() < cached.expiresAt) return cached;
    let pending = this.#pendingKeys.get(baseUrl);
    if (!pending) {
      pending = this.#fetchKey(baseUrl).finally(() => this.#pendingKeys.delete(baseUrl));
      this.#pendingKeys.set(baseUrl, pending);
    }
    return pending;
  }

  /** Drops `key` (when it is still its server's current one): the next call fetches it again. */
  forgetKey(key: PublicKeyEntry | undefined): void {
    if (key !== undefined && this.#keys.get(key.baseUrl) === key) this.#keys.delete(key.baseUrl);
  }

  /** The `X-Client-Context` value for the context now, rebuilt only when the key or a value changes. */
  async contextHeader(key: PublicKeyEntry): Promise<string> {
    const context = await this.#deps.context();
    const cacheKey = JSON.stringify([
      key.info.kid,
      context.region,
      context.language,
      context.country,
    ]);
    const built = this.#contexts.get(key.baseUrl);
    if (built?.cacheKey === cacheKey) return built.header;
    const header = key.jwe
      ? await encryptContextJwe(key.jwe, context)
      : await encryptContext(key.imported, key.info.kid, context);
    this.#contexts.set(key.baseUrl, { cacheKey, header });
    return header;
  }

  /**
   * Encrypts the call's password fields, adds the context header and signs a marked call, with the
   * key of the server at `baseUrl`, where the call goes.
   */
  async secure(call: OutgoingCall, baseUrl: string): Promise<SecuredCall> {
    const paths = this.#deps.paths();
    const name = callNameOf(paths, call.path);
    if (name === 'publicKey') {
      // The key is fetched to build the rest: this call needs none of it.
      return {
        target: requestTarget(call.path, call.query),
        body: call.body === undefined ? undefined : JSON.stringify(call.body),
        headers: {},
        key: undefined,
      };
    }
    const key = await this.publicKey(baseUrl);
    const fields = passwordFieldsOf(name);
    const query = await this.#encrypted(call.query, fields, key);
    const body = await this.#encrypted(call.body, fields, key);
    const target = requestTarget(call.path, query);
    const bodyText = body === undefined ? undefined : JSON.stringify(body);
    const headers: Record<string, string> = {
      [CLIENT_CONTEXT_HEADER]: await this.contextHeader(key),
    };
    const version = signatureVersionOf(name);
    if (version !== undefined) {
      Object.assign(
        headers,
        await sign({
          secret: this.#deps.clientSecret(),
          version,
          method: call.method,
          target,
          body: bodyText,
          // The server's clock, as `serverTime` showed it.
          timestamp: this.#now() + key.clockOffsetMs,
        }),
      );
    }
    return { target, body: bodyText, headers, key };
  }

  /**
   * The retry rules of one call: a 40050/40051 (the key is unknown or retired) fetches the key
   * again and retries once; a 40053 (timestamp outside the window) fetches it again for a fresh
   * `serverTime` and retries once. Anything else is the call's answer.
   */
  recovery(): Recovery {
    let keyRetried = false;
    let clockRetried = false;
    return (errorName, key) => {
      if (errorName === 'decryptionFailed' || errorName === 'contextHeaderInvalid') {
        if (keyRetried) return false;
        keyRetried = true;
      } else if (errorName === 'signatureExpired') {
        if (clockRetried) return false;
        clockRetried = true;
      } else {
        return false;
      }
      this.forgetKey(key);
      return true;
    };
  }

  async #fetchKey(baseUrl: string): Promise<PublicKeyEntry> {
    const sentAt = this.#now();
    const { data: info } = publicKeyResponseSchema.parse(await this.#deps.fetchPublicKey(baseUrl));
    const receivedAt = this.#now();
    const entry: PublicKeyEntry = {
      baseUrl,
      info,
      imported: await EncryptionPublicKey.import(info.jwk),
      jwe: await jweKeyOf(info),
      expiresAt: sentAt + info.cacheSeconds * 1000,
      // The server stamped its time somewhere between sending and receiving: take the middle.
      clockOffsetMs: info.serverTime - Math.round((sentAt + receivedAt) / 2),
    };
    this.#keys.set(baseUrl, entry);
    return entry;
  }

  /** A copy of `values` with each password field encrypted; other values as they are. */
  async #encrypted<V>(values: V, fields: readonly string[], key: PublicKeyEntry): Promise<V> {
    if (fields.length === 0 || !isRecord(values)) return values;
    const copy: Record<string, unknown> = { ...values };
    for (const field of fields) {
      const value = copy[field];
      if (typeof value === 'string') {
        copy[field] = key.jwe
          ? await encryptPasswordJwe(key.jwe, value)
          : await encryptPassword(key.imported, key.info.kid, value);
      }
    }
    return copy as V;
  }
}
