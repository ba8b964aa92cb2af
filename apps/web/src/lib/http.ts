import {
  authHeaderName,
  errorCatalogue,
  REQUEST_TIMEOUT_MS,
  SLIDER_TICKET_HEADER,
  SUCCESS_CODE,
  TARGET_CLIENT_HEADER,
  TENANT_HEADER,
} from '@account-centre/contract';
import type { z } from 'zod';
import { currentApiBaseUrl } from '#lib/api-base-url.ts';
import { ApiError, errorFieldsOf } from '#lib/api-error.ts';
import { base64Utf8 } from '#lib/base64.ts';
import { getRuntime } from '#lib/runtime.ts';
import { getToken } from '#lib/token-cookie.ts';
import { getUrlParams } from '#lib/url-params.ts';

export interface HttpRequest<T> {
  method: 'GET' | 'POST';
  path: string;
  /** Sent as the query string (the token call sends its fields this way, spec §7). */
  query?: Record<string, string | undefined>;
  /** Sent as a JSON body. */
  body?: unknown;
  /** The success answer's shape; an answer that does not match is an error. */
  schema: z.ZodType<T>;
  /** The ticket of a passed slide-to-verify check, for the calls that need one (single use). */
  sliderTicket?: string | undefined;
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
  headers.set(TARGET_CLIENT_HEADER, getUrlParams().client_id || config.clientId);
  return headers;
}

/** `path` (with `query`) on the API server at `base` ('' for the page's origin). */
function urlOf(base: string, path: string, query: HttpRequest<unknown>['query']): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) search.set(key, value);
  }
  const text = search.toString();
  return `${base}${path}${text ? `?${text}` : ''}`;
}

function hasFailureCode(body: unknown): boolean {
  const { code } = errorFieldsOf(body);
  return code !== undefined && code !== SUCCESS_CODE;
}

/**
 * One call, judged as spec §7 says: a status from 200 up to (not including) 500 is an answer
 * judged by its body; a non-200 status or a non-zero `code` rejects with an ApiError carrying
 * the body. No answer, a time-out or a 5xx status is a transport failure.
 */
export async function sendRequest<T>(request: HttpRequest<T>): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  try {
    const headers = requestHeaders();
    if (request.sliderTicket) headers.set(SLIDER_TICKET_HEADER, request.sliderTicket);
    let body: string | undefined;
    if (request.body !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(request.body);
    }
    const base = await currentApiBaseUrl();
    let response: Response;
    try {
      response = await fetch(urlOf(base, request.path, request.query), {
        method: request.method,
        headers,
        body,
        credentials: 'include',
        signal: controller.signal,
      });
    } catch {
      throw new ApiError({ kind: controller.signal.aborted ? 'timeout' : 'network' });
    }
    const data: unknown = await response.json().catch(() => undefined);
    const { status } = response;
    if (status < 200 || status >= 500) {
      const fields = errorFieldsOf(data);
      throw new ApiError({
        kind: 'answer',
        status,
        body: {
          code: (status === 503 ? errorCatalogue.serviceUnavailable : errorCatalogue.internalError)
            .code,
          ...fields,
        },
      });
    }
    if (status !== 200 || hasFailureCode(data)) {
      throw new ApiError({ kind: 'answer', status, body: errorFieldsOf(data) });
    }
    const parsed = request.schema.safeParse(data);
    if (!parsed.success) throw new ApiError({ kind: 'invalid-response', status });
    return parsed.data;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError({ kind: controller.signal.aborted ? 'timeout' : 'network' });
  } finally {
    clearTimeout(timer);
  }
}
