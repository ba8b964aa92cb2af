import {
  apiPaths,
  CLIENT_CONTEXT_HEADER,
  encryptContext,
  encryptPassword,
  EncryptionPublicKey,
  publicKeyResponseSchema,
  sign,
  TARGET_CLIENT_HEADER,
  TENANT_HEADER,
  type ClientContext,
  type SignatureVersion,
} from '@account-centre/contract';
import type { APIRequestContext } from '@playwright/test';

/**
 * What the web app adds to its calls (request security, issue 7), for the journeys that call the
 * API directly "as a script would": the server requires the context header on every call, signed
 * marked calls and encrypted passwords. A script can do all of this (the key and the web client's
 * secret are public), which is why none of it is an authentication.
 */
const paths = apiPaths('aurora');
const WEB_CLIENT_ID = 'aurora-web';
const WEB_CLIENT_SECRET = 'aurora-web-secret';
/** The web client's Basic credentials, as the web app sends them on the token call. */
export const WEB_CLIENT_AUTHORIZATION = `Basic ${Buffer.from(`${WEB_CLIENT_ID}:${WEB_CLIENT_SECRET}`).toString('base64')}`;
const CONTEXT: ClientContext = { region: 'cn', language: 'en', country: 'DE' };

async function publicKey(request: APIRequestContext, baseURL = '') {
  const answer = await request.post(`${baseURL}${paths.publicKey}`);
  const { data } = publicKeyResponseSchema.parse(await answer.json());
  return { kid: data.kid, key: await EncryptionPublicKey.import(data.jwk) };
}

/** The `X-Client-Context` header of a fresh visit (with the server at `baseURL`, default the test's). */
export async function contextHeader(
  request: APIRequestContext,
  baseURL = '',
): Promise<Record<string, string>> {
  const { kid, key } = await publicKey(request, baseURL);
  return { [CLIENT_CONTEXT_HEADER]: await encryptContext(key, kid, CONTEXT) };
}

/** A password field's value as the web app sends it. */
export async function encryptedPassword(
  request: APIRequestContext,
  password: string,
): Promise<string> {
  const { kid, key } = await publicKey(request);
  return encryptPassword(key, kid, password);
}

/** The signature headers of a marked call with a JSON body (`body` exactly as sent). */
export function signatureHeaders(
  version: SignatureVersion,
  target: string,
  body: string,
): Promise<Record<string, string>> {
  return sign({ secret: WEB_CLIENT_SECRET, version, method: 'POST', target, body });
}

/**
 * The headers the web app sends on every call besides request security (spec §6, §7): its client's
 * credentials, the tenant of the visit's brand and the client it acts for.
 */
export function webClientHeaders(tenantId: string): Record<string, string> {
  return {
    authorization: WEB_CLIENT_AUTHORIZATION,
    [TENANT_HEADER]: tenantId,
    [TARGET_CLIENT_HEADER]: WEB_CLIENT_ID,
  };
}
