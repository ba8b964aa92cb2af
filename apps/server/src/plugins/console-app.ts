import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { CONSOLE_API_PREFIX, CONSOLE_PREFIX } from '@account-centre/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '#config/index.ts';
import { acceptsPage, IMMUTABLE, isServableFile, looksLikeFile } from '#plugins/built-app-files.ts';

export const CONSOLE_APP_NOT_BUILT =
  'The support console is not built, so only its API is served here.\n' +
  'Build it with `npm run build -w @account-centre/console` (or set CONSOLE_DIST_DIR) and restart the server.\n';

/** The request's path, percent-decoded (`%2eenv` is `.env`); undecodable stays as sent. */
function pathOf(request: FastifyRequest): string {
  const raw = request.url.split('?')[0] ?? '/';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** `/console/api` and below: the console's API, never its page (an unknown route is JSON 40400). */
function isConsoleApi(path: string): boolean {
  return path === CONSOLE_API_PREFIX || path.startsWith(`${CONSOLE_API_PREFIX}/`);
}

/**
 * Serves the support console (issue 26), a React app of its own, from CONSOLE_DIST_DIR at
 * `/console`: hashed `/console/assets/*` cached for a year, and every page under `/console/`
 * answered with its `index.html`, never stored (the app routes itself; a rebuild is picked up
 * without a restart). `/console/api/*` never falls back to the page. The
 * security headers and CSP are the app-wide ones (`script-src 'self'; style-src 'self'`). Without
 * a build the server still starts and `/console` says so.
 */
export async function registerConsoleApp(
  app: FastifyInstance,
  config: Pick<Config, 'consoleDistDir'>,
): Promise<void> {
  const root = config.consoleDistDir;
  const indexFile = join(root, 'index.html');
  const built = existsSync(indexFile);
  // The page is read again when the build changes it (a rebuild's index names its new assets).
  let cached: { mtimeMs: number; html: string } | undefined;
  const page = (): string | undefined => {
    try {
      const { mtimeMs } = statSync(indexFile);
      if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, html: readFileSync(indexFile, 'utf8') };
      return cached.html;
    } catch {
      return undefined;
    }
  };
  if (!built) {
    app.log.warn({ consoleDistDir: root }, 'support console not built: serving its API only');
  } else {
    await app.register(fastifyStatic, {
      // Only the hashed assets: the page itself is answered below (never stored), and a rebuild's
      // new assets are found without a restart.
      root: join(root, 'assets'),
      prefix: `${CONSOLE_PREFIX}/assets/`,
      wildcard: true,
      index: false,
      // The web app's registration decorates the reply already.
      decorateReply: false,
      cacheControl: false,
      preCompressed: true,
      allowedPath: isServableFile,
      setHeaders: (res) => {
        res.header('cache-control', IMMUTABLE);
      },
    });
  }

  const sendPage = (request: FastifyRequest, reply: FastifyReply) => {
    const path = pathOf(request);
    const wantsPage =
      !isConsoleApi(path) &&
      !looksLikeFile(path, `${CONSOLE_PREFIX}/assets/`) &&
      acceptsPage(request);
    if (!wantsPage) return reply.callNotFound();
    const html = page();
    if (html === undefined) {
      return reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(CONSOLE_APP_NOT_BUILT);
    }
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
  };
  app.get(CONSOLE_PREFIX, sendPage);
  app.get(`${CONSOLE_PREFIX}/*`, sendPage);
}
