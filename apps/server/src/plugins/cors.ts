import cors from '@fastify/cors';
import {
  authHeaderName,
  CLIENT_CONTEXT_HEADER,
  SIGNATURE_HEADER,
  SIGNATURE_NONCE_HEADER,
  SIGNATURE_TIMESTAMP_HEADER,
  SIGNATURE_VERSION_HEADER,
  SLIDER_TICKET_HEADER,
  TARGET_CLIENT_HEADER,
  TENANT_HEADER,
} from '@account-centre/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '#config/index.ts';

/** How long a browser may cache a preflight answer, in seconds. */
export const CORS_MAX_AGE_SECONDS = 600;

/** Exactly the request headers the web app sends (apps/web/src/lib/api/http.ts). */
export function corsAllowedHeaders(brandSegment: string): string[] {
  return [
    'Content-Type',
    'Authorization',
    authHeaderName(brandSegment),
    TENANT_HEADER,
    TARGET_CLIENT_HEADER,
    SLIDER_TICKET_HEADER,
    CLIENT_CONTEXT_HEADER,
    SIGNATURE_HEADER,
    SIGNATURE_VERSION_HEADER,
    SIGNATURE_TIMESTAMP_HEADER,
    SIGNATURE_NONCE_HEADER,
  ];
}

/**
 * CORS for a regional deployment: the web app served by another origin (`CORS_ORIGINS`) calls
 * this server's API. Only the API paths (`/api/…`, `/{brand}-store/…`) answer; an origin not in
 * the list gets no `Access-Control-Allow-Origin`. Without `CORS_ORIGINS` nothing is registered
 * (same-origin only). Register before the tenant and request-security hooks: a preflight is
 * answered (204) by this `onRequest` hook before any of them reads the request.
 */
export async function registerCors(
  app: FastifyInstance,
  config: Pick<Config, 'corsOrigins' | 'brandSegment'>,
): Promise<void> {
  if (config.corsOrigins.length === 0) return;
  const origins = [...config.corsOrigins];
  const prefixes = ['/api/', `/${config.brandSegment}-store/`];
  const allowedHeaders = corsAllowedHeaders(config.brandSegment);
  await app.register(cors, {
    hideOptionsRoute: true,
    delegator: (request, callback) => {
      const path = request.url.split('?')[0] ?? '';
      const isApi = prefixes.some((prefix) => path.startsWith(prefix));
      callback(
        null,
        isApi
          ? {
              origin: origins,
              credentials: true,
              methods: ['GET', 'POST'],
              allowedHeaders,
              maxAge: CORS_MAX_AGE_SECONDS,
            }
          : { origin: false },
      );
    },
  });
}
