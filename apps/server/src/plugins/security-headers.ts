import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '#config.ts';

/** The origins of the regional API servers the web app calls (REGION_API_BASE_URLS), once each. */
function regionalApiOrigins(config: Pick<Config, 'regionApiBaseUrls'>): string[] {
  const urls = Object.values(config.regionApiBaseUrls);
  return [...new Set(urls.map((url) => new URL(url).origin))];
}

/**
 * Security headers on every answer: a CSP without inline scripts (the runtime configuration
 * reaches the web app through a `<meta>` tag, not a script), no framing, no MIME sniffing. The
 * web app may connect to its own origin and to the configured regional API servers.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  config: Pick<Config, 'regionApiBaseUrls'>,
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...regionalApiOrigins(config)],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
}
