/**
 * Request signatures v1 and v2 (spec §7 "signed with a signature version marker v1 or v2",
 * DESIGN §4): HMAC-SHA-256 over a canonical string, keyed with the web client's secret. That
 * secret ships in the web app, so a signature is tamper evidence (the request was not changed on
 * the way and is not a replay), not proof of who sent it.
 *
 * The canonical string is these lines joined by `\n` (no trailing newline):
 *
 *   1. the version: `v1` or `v2`
 *   2. the method, upper case: `POST`
 *   3. the request target, exactly as sent: the path and, if any, `?` and the query
 *   4. the payload fields (see `canonicalFields`); empty without a body
 *   5. the timestamp: Unix time in milliseconds, decimal, as in `X-Timestamp`
 *   6. the nonce, as in `X-Nonce`: 16-64 base64url characters, never reused
 *   7. v2 only: base64url(SHA-256(the body bytes exactly as sent)); of nothing without a body
 *
 * `X-Signature` is base64url(HMAC-SHA-256(UTF-8(secret), UTF-8(canonical string))), 43 characters.
 * Test vectors: `signature-vectors.ts`.
 */
import type { ApiPaths } from '#paths.ts';
import { base64UrlEncode } from '#security/base64url.ts';
import { randomBytes, utf8Encode, webCrypto } from '#security/platform.ts';

export const SIGNATURE_HEADER = 'X-Signature';
export const SIGNATURE_VERSION_HEADER = 'X-Signature-Version';
export const SIGNATURE_TIMESTAMP_HEADER = 'X-Timestamp';
export const SIGNATURE_NONCE_HEADER = 'X-Nonce';

export const SIGNATURE_VERSIONS = ['v1', 'v2'] as const;
export type SignatureVersion = (typeof SIGNATURE_VERSIONS)[number];

/** Spec §7's signed calls and their versions, by call name of `apiPaths`. */
export const SIGNED_CALLS = {
  registerSms: 'v2',
  registerSmsVerification: 'v1',
  registerEmailCode: 'v1',
  registerEmailVerification: 'v1',
  /** Spec §1/§7: the shop-login call to the store carries the extra signature. */
  storeRedirect: 'v1',
} as const satisfies Partial<Record<keyof ApiPaths, SignatureVersion>>;

/** The server accepts timestamps this far from its clock, either way (by default; configurable). */
export const DEFAULT_SIGNATURE_WINDOW_SECONDS = 300;
export const NONCE_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;
export const TIMESTAMP_PATTERN = /^[1-9][0-9]{0,15}$/;
/** base64url of a 32-byte MAC. */
export const SIGNATURE_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Payloads nest at most this deep and flatten to at most this many fields. */
const MAX_DEPTH = 16;
const MAX_FIELDS = 1000;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Every UTF-8 byte but `A-Z a-z 0-9 - _` as `%XX` (upper-case hex). */
function percentEncode(text: string): string {
  let out = '';
  for (const byte of utf8Encode(text)) {
    const isKept =
      (byte >= 0x30 && byte <= 0x39) ||
      (byte >= 0x41 && byte <= 0x5a) ||
      (byte >= 0x61 && byte <= 0x7a) ||
      byte === 0x2d ||
      byte === 0x5f;
    out += isKept
      ? String.fromCharCode(byte)
      : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

function flatten(value: unknown, name: string, depth: number, out: [string, string][]): void {
  if (out.length > MAX_FIELDS) throw new TypeError(`payload: more than ${MAX_FIELDS} fields`);
  if (depth > MAX_DEPTH) throw new TypeError(`payload: nested deeper than ${MAX_DEPTH}`);
  if (Array.isArray(value)) {
    if (value.length === 0) out.push([name, percentEncode('[]')]);
    value.forEach((item: unknown, index) => flatten(item, `${name}[${index}]`, depth + 1, out));
    return;
  }
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).filter(([, member]) => member !== undefined);
    if (entries.length === 0) out.push([name, percentEncode('{}')]);
    for (const [key, member] of entries) {
      if (LONE_SURROGATE.test(key))
        throw new TypeError('payload: a field name is not valid UTF-16');
      const segment = percentEncode(key);
      flatten(member, name === '' ? segment : `${name}.${segment}`, depth + 1, out);
    }
    return;
  }
  if (
    value === null ||
    typeof value === 'string' ||
    typeof value === 'boolean' ||
    (typeof value === 'number' && Number.isFinite(value))
  ) {
    out.push([name, percentEncode(JSON.stringify(value))]);
    return;
  }
  throw new TypeError('payload: only JSON values can be signed');
}

/**
 * Line 4 of the canonical string: the payload (a JSON object, as parsed from the body) flattened
 * to `name=value` pairs, sorted by name (code-unit order), joined by `&`.
 *
 * - Names: a member's key percent-encoded (every UTF-8 byte but `A-Z a-z 0-9 - _` as `%XX`);
 *   nested members `parent.child`, array items `parent[index]` (so `birthDate.year`).
 * - Values: the JSON text of the scalar (`"text"` with its quotes and escapes, `17`, `true`,
 *   `null`), percent-encoded the same way; an empty object or array is `{}` or `[]`, encoded.
 * - `undefined` members are skipped (JSON has none). No body, or `{}`: the empty string.
 *
 * Throws a `TypeError` for a payload that is not a JSON object (or absent), or too large.
 */
export function canonicalFields(payload: unknown): string {
  if (payload === undefined) return '';
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) {
    throw new TypeError('payload: a JSON object is required');
  }
  const pairs: [string, string][] = [];
  for (const [key, member] of Object.entries(payload)) {
    if (member === undefined) continue;
    if (LONE_SURROGATE.test(key)) throw new TypeError('payload: a field name is not valid UTF-16');
    flatten(member, percentEncode(key), 1, pairs);
  }
  return pairs
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

/** base64url(SHA-256(UTF-8 bytes of the body)): line 7 of a v2 canonical string. */
export async function bodyHash(body: string): Promise<string> {
  const digest = await webCrypto().subtle.digest('SHA-256', utf8Encode(body));
  return base64UrlEncode(new Uint8Array(digest));
}

export interface CanonicalRequest {
  version: SignatureVersion;
  method: string;
  /** The path and query as sent: `/api/aurora-user/v2/register/sms`. */
  target: string;
  /** The parsed JSON body; `undefined` without one. */
  payload: unknown;
  /** The body exactly as sent (v2 hashes it); `''` or `undefined` without one. */
  body: string | undefined;
  /** Unix milliseconds. */
  timestamp: string;
  nonce: string;
}

/** The canonical string of a request (see the module comment). Throws a `TypeError` for bad parts. */
export async function canonicalString(request: CanonicalRequest): Promise<string> {
  if (!(SIGNATURE_VERSIONS as readonly string[]).includes(request.version)) {
    throw new TypeError('version: v1 or v2');
  }
  if (!/^[A-Z]+$/.test(request.method.toUpperCase())) throw new TypeError('method: letters');
  if (!/^\/[\x21-\x7e]*$/.test(request.target)) {
    throw new TypeError('target: a path of visible ASCII characters');
  }
  if (!TIMESTAMP_PATTERN.test(request.timestamp)) throw new TypeError('timestamp: Unix ms');
  if (!NONCE_PATTERN.test(request.nonce)) throw new TypeError('nonce: 16-64 base64url characters');
  const lines = [
    request.version,
    request.method.toUpperCase(),
    request.target,
    canonicalFields(request.payload),
    request.timestamp,
    request.nonce,
  ];
  if (request.version === 'v2') lines.push(await bodyHash(request.body ?? ''));
  return lines.join('\n');
}

/** base64url(HMAC-SHA-256(UTF-8(secret), UTF-8(canonical))). */
export async function hmacSha256(secret: string, canonical: string): Promise<string> {
  const { subtle } = webCrypto();
  const key = await subtle.importKey(
    'raw',
    utf8Encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return base64UrlEncode(
    new Uint8Array(await subtle.sign({ name: 'HMAC' }, key, utf8Encode(canonical))),
  );
}

/** A fresh nonce: 16 random bytes, base64url (22 characters). */
export function newNonce(): string {
  return base64UrlEncode(randomBytes(16));
}

export interface SignInput {
  /** The web client's secret (`WEB_CLIENT_SECRET`). */
  secret: string;
  version: SignatureVersion;
  method: string;
  /** The path and query the request goes to. */
  target: string;
  /** The exact JSON text that will be sent as the body; `undefined` without a body. */
  body?: string | undefined;
  /** Unix milliseconds of the server's clock (correct the local clock by the known offset). */
  timestamp?: number;
  /** Defaults to `newNonce()`; pass one only to reproduce a test vector. */
  nonce?: string;
}

export type SignatureHeaders = Record<
  | typeof SIGNATURE_VERSION_HEADER
  | typeof SIGNATURE_TIMESTAMP_HEADER
  | typeof SIGNATURE_NONCE_HEADER
  | typeof SIGNATURE_HEADER,
  string
>;

/**
 * Signs a request: the four headers to add. Sign the body exactly as it will be sent (after
 * encrypting its password fields): the fields are read from that text.
 */
export async function sign(input: SignInput): Promise<SignatureHeaders> {
  const timestamp = String(Math.trunc(input.timestamp ?? Date.now()));
  const nonce = input.nonce ?? newNonce();
  const body = input.body === '' ? undefined : input.body;
  const canonical = await canonicalString({
    version: input.version,
    method: input.method,
    target: input.target,
    payload: body === undefined ? undefined : (JSON.parse(body) as unknown),
    body,
    timestamp,
    nonce,
  });
  return {
    [SIGNATURE_VERSION_HEADER]: input.version,
    [SIGNATURE_TIMESTAMP_HEADER]: timestamp,
    [SIGNATURE_NONCE_HEADER]: nonce,
    [SIGNATURE_HEADER]: await hmacSha256(input.secret, canonical),
  };
}
