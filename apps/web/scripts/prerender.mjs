// Writes the prerendered visitor screens (decision 024) after `vite build` and the server-side
// build of src/prerender/render-page.tsx (`vite build --ssr`, into dist-ssr/): one page per
// screen, brand, app language and host default country, from dist/index.html, into
// dist/prerendered/, with manifest.json for the server (apps/server/src/plugins/web-app.ts).
// Usage: node scripts/prerender.mjs (from apps/web).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = resolve(import.meta.dirname, '..');
const dist = join(root, 'dist');
const out = join(dist, 'prerendered');

/** The app's storage module runs at render time: an in-memory Web Storage per process. */
class MemoryStorage {
  #items = new Map();
  get length() {
    return this.#items.size;
  }
  key(index) {
    return [...this.#items.keys()][index] ?? null;
  }
  getItem(key) {
    return this.#items.get(String(key)) ?? null;
  }
  setItem(key, value) {
    this.#items.set(String(key), String(value));
  }
  removeItem(key) {
    this.#items.delete(String(key));
  }
  clear() {
    this.#items.clear();
  }
}
globalThis.localStorage = new MemoryStorage();
globalThis.sessionStorage = new MemoryStorage();

const { renderPage, PRERENDERED_PATHS, prerenderedLanguages, prerenderedConfigKey } = await import(
  pathToFileURL(join(root, 'dist-ssr', 'render-page.js')).href
);

const template = readFileSync(join(dist, 'index.html'), 'utf8');
const ROOT = '<div id="root"></div>';
const HTML = /<html lang="[^"]*" dir="[^"]*">/;
if (!template.includes(ROOT) || !HTML.test(template)) {
  throw new Error('dist/index.html has no <div id="root"></div> or <html lang dir>');
}
const escape = (text) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/** React places the screen's <title> before the markup: it goes into <head>. */
function page(rendered) {
  const hoisted = /^((?:<title>[^<]*<\/title>|<link [^>]*>|<meta [^>]*>)*)/.exec(rendered.html)[1];
  const body = rendered.html.slice(hoisted.length);
  return template
    .replace(
      HTML,
      `<html lang="${escape(rendered.lang)}" dir="${rendered.dir}" data-brand="${rendered.brand}">`,
    )
    .replace('</head>', `  ${hoisted}\n  </head>`)
    .replace(ROOT, `<div id="root" data-page-key="${escape(rendered.key)}">${body}</div>`);
}

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
        writeFileSync(join(out, file), page(rendered));
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
