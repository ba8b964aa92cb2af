import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  apiPaths,
  authHeaderName,
  CONSOLE_API_PREFIX,
  CONSOLE_SESSION_COOKIE,
  OIDC_PATHS,
} from '@account-centre/contract';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { Config } from '#config/index.ts';
import { describeOperations, type OpenApiObject } from '#plugins/openapi-operations.ts';

/** The API document (OpenAPI 3.1, JSON) and its viewer: stable URLs. */
export const OPENAPI_PATHS = { document: '/api/openapi.json', viewer: '/api/docs' } as const;

/**
 * The viewer's own CSP, on its paths only (the rest of the server keeps the strict one of
 * security-headers.ts): its page has no inline script (the bundle and its initializer are files);
 * Swagger UI sets inline styles and shows data: images. It calls only this origin.
 */
const VIEWER_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

/**
 * Only the routes a client can call belong in the document: the API under `/api/`, the spec §7
 * store redirect (no `/api` prefix before its store segment), the support console's API under
 * `/console/api/` (decision 035); not the OpenID provider (decision 031),
 * not the web app, the probes, metrics, the development outbox or the document and viewer.
 */
export function isDocumented(url: string, brandSegment: string): boolean {
  if (url === apiPaths(brandSegment).storeRedirect) return true;
  if (url.startsWith(`${CONSOLE_API_PREFIX}/`)) return true;
  return (
    url.startsWith('/api/') &&
    url !== OPENAPI_PATHS.document &&
    !url.startsWith(OPENAPI_PATHS.viewer)
  );
}

/** Every route added to an app after `registerOpenApi` (the test compares them with the document). */
const routesOf = new WeakMap<FastifyInstance, { method: string; url: string }[]>();

/** The routes registered on `app` (each method separately), as Fastify reported them. */
export function registeredRoutes(app: FastifyInstance): readonly { method: string; url: string }[] {
  return routesOf.get(app) ?? [];
}

/**
 * Generates the OpenAPI 3.1 document from the routes' zod schemas (the contract's, through
 * fastify-type-provider-zod) and serves it at `/api/openapi.json`, with Swagger UI at `/api/docs`.
 * Must be registered before the routes: @fastify/swagger collects them as they are added.
 */
export async function registerOpenApi(
  app: FastifyInstance,
  config: Pick<Config, 'brandSegment' | 'brands'>,
): Promise<void> {
  const routes: { method: string; url: string }[] = [];
  routesOf.set(app, routes);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) routes.push({ method, url: route.url });
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${config.brands.first.name} Account Centre API`,
        version: '1',
        description:
          'Generated from the contract package (`packages/contract`). Every failure answers with the error body `{ code, msg }` (token call: `error`, `error_description`).',
      },
      components: {
        securitySchemes: {
          brandAuth: {
            type: 'apiKey',
            in: 'header',
            name: authHeaderName(config.brandSegment),
            description: 'The access token of a session.',
          },
          clientBasic: {
            type: 'http',
            scheme: 'basic',
            description: 'Client authentication of the token call.',
          },
          managementClient: {
            type: 'oauth2',
            description:
              'A machine client of the management API: `client_credentials` at the OpenID provider (decision 052); send `Authorization: Bearer <access_token>`.',
            flows: {
              clientCredentials: {
                tokenUrl: OIDC_PATHS.token,
                scopes: {
                  'users:read': 'Search and read accounts',
                  'users:write': 'Disable and enable accounts, send password resets',
                  'sessions:write': "End an account's sessions",
                  'legal:write': 'Publish legal document versions',
                  'webhooks:read': "List the tenant's webhook endpoints and their deliveries",
                  'webhooks:write':
                    'Register, test, enable and remove webhook endpoints; redeliver',
                },
              },
            },
          },
          consoleSession: {
            type: 'apiKey',
            in: 'cookie',
            name: CONSOLE_SESSION_COOKIE,
            description: 'A support-console session (set by the console sign-in).',
          },
        },
      },
    },
    transform: (input) =>
      isDocumented(input.url, config.brandSegment)
        ? jsonSchemaTransform(input)
        : { schema: { ...input.schema, hide: true }, url: input.url },
    transformObject: (input) =>
      describeOperations(
        jsonSchemaTransformObject(input) as unknown as OpenApiObject,
        config.brandSegment,
      ) as unknown as ReturnType<typeof jsonSchemaTransformObject>,
  });
  app.get(OPENAPI_PATHS.document, { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', 'no-cache').send(app.swagger()),
  );
  await app.register(swaggerUi, {
    routePrefix: OPENAPI_PATHS.viewer,
    staticCSP: VIEWER_CSP,
    uiConfig: { deepLinking: true },
  });
}
