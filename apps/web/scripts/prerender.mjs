// Writes the prerendered visitor screens for the default config (decision 024) after `vite build`
// and the server-side build of src/prerender/render-page.tsx (`vite build --ssr`, into
// dist/.ssr/): one page per screen, brand, app language and host default country, from
// dist/index.html, into dist/prerendered/, with manifest.json for the server
// (apps/server/src/plugins/prerendered-pages.ts). A server whose config differs renders its
// pages itself with the same bundle (decision 064). The run fails on a render error or a
// boundary still pending: the build's check of every screen.
// Usage: node scripts/prerender.mjs (from apps/web).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = resolve(import.meta.dirname, '..');
const dist = join(root, 'dist');
const out = join(dist, 'prerendered');

const { renderPage, pageDocument, PRERENDERED_PATHS, prerenderedLanguages, prerenderedConfigKey } =
  await import(pathToFileURL(join(dist, '.ssr', 'render-page.mjs')).href);

const template = readFileSync(join(dist, 'index.html'), 'utf8');

rmSync(out, { recursive: true, force: true });
const pages = [];
const hosts = { DE: 'example.com', CN: 'localhost' };
for (const path of PRERENDERED_PATHS) {
  for (const brand of ['first', 'second']) {
    for (const language of prerenderedLanguages) {
      for (const [country, hostname] of Object.entries(hosts)) {
        const rendered = await renderPage({ path, brand, language, hostname });
        const file = `${brand}/${language}/${country}${path}.html`;
        mkdirSync(dirname(join(out, file)), { recursive: true });
        writeFileSync(join(out, file), pageDocument(template, rendered));
        pages.push({ path, brand, language, country, file });
      }
    }
  }
}
writeFileSync(
  join(out, 'manifest.json'),
  `${JSON.stringify({ configKey: prerenderedConfigKey, pages }, null, 1)}\n`,
);
console.log(`prerendered ${pages.length} pages into ${out}`);
