import {
  authHeaderName,
  errorCatalogue,
  REQUEST_TIMEOUT_MS,
  SLIDER_TICKET_HEADER,
  SUCCESS_CODE,
  TARGET_CLIENT_HEADER,
  TENANT_HEADER,
} from '@account-centre/contract';
import * as z from 'zod/mini';
import { currentApiBaseUrl } from '#lib/api/api-base-url.ts';
import { ApiError, errorFieldsOf, hasErrorShape, isApiError } from '#lib/api/api-error.ts';
import { getApiPaths } from '#lib/api/api-paths.ts';
import { base64Utf8 } from '#lib/security/base64.ts';
import { requestTarget } from '#lib/api/request-target.ts';
import { getRuntime } from '#lib/runtime.ts';
import type { PublicKeyEntry, RequestSecurity } from '#lib/security/request-security.ts';
import { loadRequestSecurity } from '#lib/security/security-loader.ts';
import { getToken } from '#lib/session/token-cookie.ts';
import { visitClientId } from '#lib/session/url-params.ts';

export interface HttpRequest<T> {
  method: 'GET' | 'POST';
  path: string;
  /** Sent as the query string (the token call sends its fields this way, spec §7). */
  query?: Record<string, string | undefined>;
  /** Sent as a JSON body. */
  body?: unknown;
  /** The success answer's shape; an answer that does not match is an error. */
  schema: z.core.$ZodType<T>;
  /** The ticket of a passed slide-to-verify check, for the calls that need one (single use). */
  sliderTicket?: string | undefined;
  /**
   * A success answers a file, not the envelope (the data export): `schema` then reads the body's
   * text as it came; a failure is still the spec's error body.
   */
  rawText?: boolean;
}

/** What a call that needs a slide-to-verify ticket takes besides its payload. */
export type SliderTicketOption = Pick<HttpRequest<unknown>, 'sliderTicket'>;

/** The headers of every request (spec §7). */
export function requestHeaders(): Headers {
  const { config, tenantId } = getRuntime();
  const headers = new Headers({ Accept: 'application/json' });
  const token = getToken();
  if (token) headers.set(authHeaderName(config.brandSegment), token);
  headers.set('Authorization', `Basic ${base64Utf8(`${config.clientId}:${config.clientSecret}`)}`);
  headers.set(TENANT_HEADER, tenantId);
  headers.set(TARGET_CLIENT_HEADER, visitClientId() || config.clientId);
  return headers;
}

function hasFailureCode(body: unknown): boolean {
  const { code } = errorFieldsOf(body);
  return code !== undefined && code !== SUCCESS_CODE;
}

/**
 * The publickey call, sent as it is: the security module fetches the key with it (and reads the
 * answer with the contract's schema, which stays in its lazily loaded chunk with the crypto).
 */
function fetchPublicKey(baseUrl: string): Promise<unknown> {
  return sendOnce(
    { method: 'POST', path: getApiPaths().publicKey, schema: z.unknown() },
    undefined,
    {},
    baseUrl,
  );
}

/**
 * One call, judged as spec §7 says: a status from 200 up to 500 is an answer judged by its
 * body; a non-200 status or a non-zero `code` rejects with an ApiError carrying the body. No
 * answer, a time-out, a status above 500 or a 500 without the spec's error body is a transport
 * failure.
 *
 * Request security (`#lib/security/`) encrypts the password fields, adds the context header and
 * signs the marked calls; a refusal for a stale key or clock is retried once (`recovery()`).
 */
export async function sendRequest<T>(request: HttpRequest<T>): Promise<T> {
  let security: RequestSecurity | undefined;
  try {
    security = await loadRequestSecurity(fetchPublicKey);
  } catch {
    throw new ApiError({ kind: 'network' });
  }
  if (!security) return sendOnce(request, undefined);
  const retry = security.recovery();
  for (;;) {
    const attempt: { key?: PublicKeyEntry | undefined } = {};
    try {
      return await sendOnce(request, security, attempt);
    } catch (error) {
      if (!isApiError(error) || !retry(error.errorName, attempt.key)) throw error;
    }
  }
}

/** One attempt, to the server at `baseUrl` (by default the one of the visit's region now). */
async function sendOnce<T>(
  request: HttpRequest<T>,
  security: RequestSecurity | undefined,
  attempt: { key?: PublicKeyEntry | undefined } = {},
  baseUrl?: string,
): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  try {
    const headers = requestHeaders();
    if (request.sliderTicket) headers.set(SLIDER_TICKET_HEADER, request.sliderTicket);
    const base = baseUrl ?? (await currentApiBaseUrl());
    let target: string;
    let body: string | undefined;
    if (security) {
      const secured = await security.secure(request, base);
      attempt.key = secured.key;
      ({ target, body } = secured);
      for (const [name, value] of Object.entries(secured.headers)) headers.set(name, value);
    } else {
      target = requestTarget(request.path, request.query);
      body = request.body === undefined ? undefined : JSON.stringify(request.body);
    }
    if (body !== undefined) headers.set('Content-Type', 'application/json');
    let response: Response;
    try {
      response = await fetch(`${base}${target}`, {
        method: request.method,
        headers,
        body,
        credentials: 'include',
        signal: controller.signal,
      });
    } catch {
      throw new ApiError({ kind: controller.signal.aborted ? 'timeout' : 'network' });
    }
    const text = await response.text().catch(() => '');
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      data = undefined;
    }
    const { status } = response;
    // Spec §7: statuses from 200 to 500 are answers judged by the body; a 500 is one only when
    // its body has the spec's error shape (a proxy's error page is not the server's answer).
    if (status < 200 || status > 500 || (status === 500 && !hasErrorShape(data))) {
      throw new ApiError({
        kind: 'server',
        status,
        body: {
          code: (status === 503 ? errorCatalogue.serviceUnavailable : errorCatalogue.internalError)
            .code,
          ...errorFieldsOf(data),
        },
      });
    }
    if (status !== 200 || hasFailureCode(data)) {
      throw new ApiError({ kind: 'answer', status, body: errorFieldsOf(data) });
    }
    const parsed = z.safeParse(request.schema, request.rawText ? text : data);
    if (!parsed.success) throw new ApiError({ kind: 'invalid-response', status });
    return parsed.data;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError({ kind: controller.signal.aborted ? 'timeout' : 'network' });
  } finally {
    clearTimeout(timer);
  }
}
