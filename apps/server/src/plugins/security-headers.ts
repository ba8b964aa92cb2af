import helmet from 'helmet';
import { logoOrigin } from '@account-centre/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '#config/index.ts';

/** The origins of the regional API servers the web app calls (REGION_API_BASE_URLS), once each. */
function regionalApiOrigins(config: Pick<Config, 'regionApiBaseUrls'>): string[] {
  const urls = Object.values(config.regionApiBaseUrls);
  return [...new Set(urls.map((url) => new URL(url).origin))];
}

/** The origins of brand logos configured as https URLs on other hosts (FIRST/SECOND_BRAND_LOGO_URL). */
function logoOrigins(config: Pick<Config, 'brands'>): string[] {
  const urls = [config.brands.first.logoUrl, config.brands.second.logoUrl];
  return [...new Set(urls.flatMap((url) => (url ? (logoOrigin(url) ?? []) : [])))];
}

/**
 * Security headers on every answer: a CSP without inline scripts (the runtime configuration
 * reaches the web app through a `<meta>` tag, not a script), no framing, no MIME sniffing. The
 * web app may connect to its own origin and to the configured regional API servers.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  config: Pick<Config, 'regionApiBaseUrls' | 'brands'>,
): Promise<void> {
  // One helmet middleware for the app's life: @fastify/helmet built a new one (and parsed the CSP
  // again) on every request, a tenth of the CPU of a cheap API call (issue 11).
  const applyHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', ...logoOrigins(config)],
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
  app.addHook('onRequest', (request, reply, done) => {
    applyHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
}
