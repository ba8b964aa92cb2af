import {
  CLIENT_CONTEXT_HEADER,
  CODE_GRANT_TYPE,
  DecryptionError,
  decryptPassword,
  decryptPasswordJwe,
  ENCRYPTED_PASSWORD_FIELDS,
  isCompactJwe,
  isEncryptedPassword,
  SIGNED_CALLS,
  type ApiPaths,
  type ClientContext,
  type SignatureVersion,
} from '@account-centre/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RequestSecurityConfig } from '#config/index.ts';
import { appError } from '#lib/app-error.ts';
import { rawBodyOf } from '#lib/raw-body.ts';
import type { KeyRing } from '#modules/keys/key-ring.service.ts';
import type { ClientContextService } from '#modules/request-security/client-context.service.ts';
import type { SignatureService } from '#modules/request-security/signature.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The decrypted `X-Client-Context` of the request (region, language, country), set by the
     * `onRequest` hook of `registerRequestSecurity`; null without one (CONTEXT_HEADER=optional).
     */
    clientContext: ClientContext | null;
  }
}

/** Calls whose body may carry `language` (the language of the e-mail or SMS they send). */
const LANGUAGE_CALLS = [
  'registerEmailCode',
  'registerSms',
  'registerEmailVerification',
  'registerSmsVerification',
  'oauthEmail',
  'resetPasswordCode',
  'changeEmailCode',
  'changeEmail',
] as const satisfies readonly (keyof ApiPaths)[];

/** Token grants that take a `country` (spec §7; since decision 026 it no longer decides the double check). */
const COUNTRY_GRANTS = new Set<unknown>(['password', CODE_GRANT_TYPE]);

const CONTEXT_HEADER = CLIENT_CONTEXT_HEADER.toLowerCase();

/**
 * Token grants that need no `X-Client-Context` (a present one is still checked): the refresh, as
 * before relying parties moved to the OpenID provider's own token endpoint (decision 031). Every
 * other grant comes from the web app's sign-in.
 */
const BACK_CHANNEL_GRANTS = new Set<unknown>(['refresh_token']);

/** A body or query object to read and fill in; anything else reads as empty. */
function recordOf(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

function byPath<V>(paths: ApiPaths, table: Partial<Record<keyof ApiPaths, V>>): Map<string, V> {
  const map = new Map<string, V>();
  for (const name of Object.keys(table) as (keyof ApiPaths)[]) {
    const value = table[name];
    if (value !== undefined) map.set(paths[name], value);
  }
  return map;
}

export interface RequestSecurityDeps {
  paths: ApiPaths;
  settings: RequestSecurityConfig;
  keys: KeyRing;
  contexts: ClientContextService;
  signatures: SignatureService;
}

/**
 * The one place that enforces request security (docs/decisions/015-request-security.md). Register
 * before the routes, which inherit its hooks:
 *
 * - `onRequest`, every API call but `publickey`: opens `X-Client-Context` into
 *   `request.clientContext` (40051 when bad, or missing with CONTEXT_HEADER=required).
 * - `preValidation` (the body is parsed, not yet validated; before the slider guard's
 *   `preHandler` uses a ticket up), in this order: the signature of a signed call (40052, 40053;
 *   no database access); the encrypted password fields, replaced by their plaintext so the
 *   password rule judges the plaintext (40050); the context's language for a missing body
 *   `language`, its country for a missing `country` of a sign-in grant; last the signature's nonce
 *   is used up (40054). A refused call has written nothing.
 */
export function registerRequestSecurity(app: FastifyInstance, deps: RequestSecurityDeps): void {
  const { paths, settings, keys, contexts, signatures } = deps;
  const contextCalls = new Set<string>(Object.values(paths));
  // The key is fetched to build the header: it cannot need one.
  contextCalls.delete(paths.publicKey);
  const signedCalls = byPath<SignatureVersion>(paths, SIGNED_CALLS);
  const passwordCalls = byPath<readonly string[]>(paths, ENCRYPTED_PASSWORD_FIELDS);
  const languageCalls = new Set<string>(LANGUAGE_CALLS.map((name) => paths[name]));

  const rsaDecrypt = (kid: string, ciphertext: Uint8Array) => keys.decrypt(kid, ciphertext);
  const jweKey = (kid: string) => keys.jweKey(kid);

  /** A JWE (decision 060) or an `enc1.` value (RSA-OAEP, older clients). */
  function decryptPasswordValue(value: string): Promise<string> {
    return isCompactJwe(value)
      ? decryptPasswordJwe(value, jweKey)
      : decryptPassword(value, rsaDecrypt);
  }

  async function openContext(request: FastifyRequest): Promise<ClientContext | null> {
    const header = request.headers[CONTEXT_HEADER];
    if (header === undefined) {
      // The token call's grant is known once the body is parsed: see `preValidation`.
      if (settings.contextHeader === 'required' && request.routeOptions.url !== paths.token) {
        throw appError('contextHeaderInvalid', 'context header required');
      }
      return null;
    }
    if (typeof header !== 'string') throw appError('contextHeaderInvalid');
    try {
      return await contexts.open(header);
    } catch (error) {
      if (error instanceof DecryptionError) throw appError('contextHeaderInvalid');
      throw error;
    }
  }

  /** Replaces each encrypted password field by its plaintext (query and body for the token call). */
  async function decryptPasswords(request: FastifyRequest, fields: readonly string[]) {
    const sources =
      request.routeOptions.url === paths.token ? [request.query, request.body] : [request.body];
    for (const source of sources) {
      const record = recordOf(source);
      if (!record) continue;
      for (const field of fields) {
        const value = record[field];
        // Missing or not text: the call's validation answers.
        if (typeof value !== 'string') continue;
        if (!isEncryptedPassword(value) && !isCompactJwe(value)) {
          if (settings.passwordEncryption === 'required') {
            throw appError('decryptionFailed', 'password must be encrypted');
          }
          continue;
        }
        try {
          record[field] = await decryptPasswordValue(value);
        } catch (error) {
          if (error instanceof DecryptionError) {
            throw appError('decryptionFailed', 'password could not be decrypted');
          }
          throw error;
        }
      }
    }
  }

  /** The context stands in for what the payload leaves out (spec §7: language, country). */
  function applyContext(request: FastifyRequest, route: string, context: ClientContext) {
    const body = recordOf(request.body);
    if (languageCalls.has(route) && body && body.language === undefined) {
      body.language = context.language;
    }
    if (route === paths.token) {
      const query = recordOf(request.query);
      const input = { ...query, ...body };
      if (COUNTRY_GRANTS.has(input.grant_type) && input.country === undefined && query) {
        query.country = context.country;
      }
    }
  }

  app.decorateRequest('clientContext', null);

  app.addHook('onRequest', async (request) => {
    const route = request.routeOptions.url;
    if (route === undefined || !contextCalls.has(route)) return;
    request.clientContext = await openContext(request);
  });

  app.addHook('preValidation', async (request) => {
    const route = request.routeOptions.url;
    if (route === undefined) return;
    if (
      route === paths.token &&
      request.clientContext === null &&
      settings.contextHeader === 'required' &&
      request.headers[CONTEXT_HEADER] === undefined
    ) {
      const input = { ...recordOf(request.query), ...recordOf(request.body) };
      // Relying parties' back ends (shop login) call these grants without the web app's header.
      if (!BACK_CHANNEL_GRANTS.has(input.grant_type)) {
        throw appError('contextHeaderInvalid', 'context header required');
      }
    }
    const version = signedCalls.get(route);
    const signature =
      version === undefined
        ? undefined
        : await signatures.verify(
            {
              method: request.method,
              url: request.url,
              headers: request.headers,
              body: request.body,
              rawBody: rawBodyOf(request),
            },
            version,
          );
    const fields = passwordCalls.get(route);
    if (fields) await decryptPasswords(request, fields);
    if (request.clientContext) applyContext(request, route, request.clientContext);
    if (signature) await signatures.consume(signature);
  });
}
