// @ts-check
/**
 * Serves the oidc-client-ts browser app of spa-journey.test.ts (a test fixture, not part of the
 * product): its page (also at /callback.html), its scripts, its front-channel logout page, the library's browser build and its
 * configuration (SPA_PORT, SPA_AUTHORITY, SPA_CLIENT_ID).
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';

const port = Number(process.env.SPA_PORT ?? 4100);
const here = new URL('.', import.meta.url);
const library = createRequire(import.meta.url).resolve('oidc-client-ts/package.json');
const files = {
  '/': ['text/html', readFileSync(new URL('index.html', here))],
  '/callback.html': ['text/html', readFileSync(new URL('index.html', here))],
  '/spa-app.js': ['text/javascript', readFileSync(new URL('spa-app.js', here))],
  '/spa-manager.js': ['text/javascript', readFileSync(new URL('spa-manager.js', here))],
  '/frontchannel-logout.html': [
    'text/html',
    readFileSync(new URL('frontchannel-logout.html', here)),
  ],
  '/frontchannel-logout.js': [
    'text/javascript',
    readFileSync(new URL('frontchannel-logout.js', here)),
  ],
  '/oidc-client-ts.min.js': [
    'text/javascript',
    readFileSync(new URL('dist/browser/oidc-client-ts.min.js', `file://${library}`)),
  ],
  '/config.json': [
    'application/json',
    Buffer.from(
      JSON.stringify({
        authority: process.env.SPA_AUTHORITY ?? 'http://localhost:3000',
        clientId: process.env.SPA_CLIENT_ID ?? 'aurora-spa',
      }),
    ),
  ],
};

createServer((request, response) => {
  const path = new URL(request.url ?? '/', 'http://localhost').pathname;
  const file = files[/** @type {keyof typeof files} */ (path)];
  if (!file) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, { 'content-type': file[0], 'cache-control': 'no-store' });
  response.end(file[1]);
}).listen(port, 'localhost', () => console.log(`SPA at http://localhost:${port}`));
