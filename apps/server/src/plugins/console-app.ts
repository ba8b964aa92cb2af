import { existsSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import { CONSOLE_API_PREFIX, CONSOLE_PREFIX } from '@account-centre/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '#config/index.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

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

/** A missing file (`/console/assets/x.js`, `/console/x.png`) is a 404, never the page. */
function looksLikeFile(path: string): boolean {
  return path.startsWith(`${CONSOLE_PREFIX}/assets/`) || /\.[a-z0-9]{1,8}$/i.test(path);
}

/**
 * Serves the support console (issue 26), a React app of its own, from CONSOLE_DIST_DIR at
 * `/console`: hashed `/console/assets/*` cached for a year, its `index.html` never stored (a new
 * build is picked up at once), and every other page under `/console/` answered with that
 * `index.html` (the app routes itself). `/console/api/*` never falls back to the page. The
 * security headers and CSP are the app-wide ones (`script-src 'self'; style-src 'self'`). Without
 * a build the server still starts and `/console` says so.
 */
export async function registerConsoleApp(
  app: FastifyInstance,
  config: Pick<Config, 'consoleDistDir'>,
): Promise<void> {
  const root = config.consoleDistDir;
  const indexFile = join(root, 'index.html');
  const html = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;
  if (html === undefined) {
    app.log.warn({ consoleDistDir: root }, 'support console not built: serving its API only');
  } else {
    await app.register(fastifyStatic, {
      root,
      prefix: `${CONSOLE_PREFIX}/`,
      // One route per built file (the page fallback below takes every other path).
      wildcard: false,
      index: false,
      // The web app's registration decorates the reply already.
      decorateReply: false,
      cacheControl: false,
      preCompressed: true,
      allowedPath: (pathName) => !pathName.split('/').some((segment) => segment.startsWith('.')),
      setHeaders: (res, filePath) => {
        const file = relative(root, filePath);
        const cache = file.startsWith(`assets${sep}`)
          ? IMMUTABLE
          : file === 'index.html'
            ? 'no-store'
            : 'no-cache';
        res.setHeader('cache-control', cache);
      },
    });
  }

  const sendPage = (request: FastifyRequest, reply: FastifyReply) => {
    const path = pathOf(request);
    const accept = request.headers.accept ?? '*/*';
    const wantsPage =
      !isConsoleApi(path) &&
      !looksLikeFile(path) &&
      (accept.includes('text/html') || accept.includes('*/*'));
    if (!wantsPage) return reply.callNotFound();
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
