import type { FastifyRequest } from 'fastify';

/**
 * What the web app and the support console (two built React apps the server serves) share: how
 * their files are cached and which requests get a page.
 */

/** Hashed build assets never change under their name. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** No dot-files or dot-folders (the build's `.vite/manifest.json`): they are not the app's. */
export function isServableFile(pathName: string): boolean {
  return !pathName.split('/').some((segment) => segment.startsWith('.'));
}

/** A missing file (`<assets>x.js`, `/favicon.ico`) is a 404, never the app's page. */
export function looksLikeFile(path: string, assetsPrefix: string): boolean {
  return path.startsWith(assetsPrefix) || /\.[a-z0-9]{1,8}$/i.test(path);
}

/** The request accepts HTML (or anything): a browser opening a page, not a script asking for JSON. */
export function acceptsPage(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '*/*';
  return accept.includes('text/html') || accept.includes('*/*');
}
