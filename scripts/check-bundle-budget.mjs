// The first-load budget of the /login page (issues 11 and 20), checked after the production build:
// the JavaScript the page loads before it can show anything — the entry chunk and everything it
// imports statically (the <script> and <link rel="modulepreload"> of dist/index.html, checked
// against the Vite manifest) plus the English first-screen texts' chunks (not the signed-in
// texts, which load when a signed-in screen mounts) — at most 130 KB gzip, and its CSS
// (the stylesheets of index.html) at most 15 KB gzip. Prints raw, gzip and brotli sizes of each
// file and the totals, and the heaviest modules of the first load. It also proves the framework
// (issue 20: the user chose React): it exits 1 when any module of Preact is in the first load, or
// when React's own client (react-dom/client) is not; the modules of each chunk are listed by the
// build in .vite/chunk-modules.json (apps/web/vite-plugins/chunk-modules.ts). Exits 1 above the
// budget. Usage:
// node scripts/check-bundle-budget.mjs [dist]
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const KB = 1024;
/** Issue 20's goal for the /login page (on React 19). */
const BUDGET = { js: 130 * KB, css: 15 * KB };
const dist = resolve(process.argv[2] ?? 'apps/web/dist');
const fail = (message) => {
  console.error(`bundle budget: ${message}`);
  process.exit(1);
};

const indexFile = join(dist, 'index.html');
const manifestFile = join(dist, '.vite', 'manifest.json');
const modulesFile = join(dist, '.vite', 'chunk-modules.json');
if (!existsSync(indexFile)) fail(`${indexFile} is missing: run npm run build first`);
if (!existsSync(manifestFile)) fail(`${manifestFile} is missing: build.manifest must be on`);
if (!existsSync(modulesFile)) fail(`${modulesFile} is missing: the chunkModules plugin must run`);
const html = readFileSync(indexFile, 'utf8');
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
/** @type {Record<string, { id: string; raw: number; gzip: number }[]>} */
const chunkModules = JSON.parse(readFileSync(modulesFile, 'utf8'));

/** `href`/`src` of the tags of index.html that load at once, without the leading slash. */
function htmlAssets(pattern) {
  return [...html.matchAll(pattern)].map((match) => match[1].replace(/^\//, ''));
}
const htmlScripts = htmlAssets(/<script[^>]*\stype="module"[^>]*\ssrc="([^"]+)"/g);
const htmlPreloads = htmlAssets(/<link[^>]*\srel="modulepreload"[^>]*\shref="([^"]+)"/g);
const htmlStyles = htmlAssets(/<link[^>]*\srel="stylesheet"[^>]*\shref="([^"]+)"/g);

// The manifest's view: the HTML entry and its static imports, transitively.
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (entryKey === undefined) fail('no entry in the Vite manifest');
const staticJs = new Set();
const staticCss = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || staticJs.has(chunk.file)) return;
  staticJs.add(chunk.file);
  for (const css of chunk.css ?? []) staticCss.add(css);
  for (const imported of chunk.imports ?? []) visit(imported);
};
visit(entryKey);

// Both views must agree, else the check measures something the browser does not load.
const htmlJs = new Set([...htmlScripts, ...htmlPreloads]);
const onlyInManifest = [...staticJs].filter((file) => !htmlJs.has(file));
const onlyInHtml = [...htmlJs].filter((file) => !staticJs.has(file));
if (onlyInManifest.length > 0 || onlyInHtml.length > 0) {
  fail(
    `index.html and the manifest disagree: manifest only ${onlyInManifest.join(', ') || '-'}; ` +
      `index.html only ${onlyInHtml.join(', ') || '-'}`,
  );
}

// English: the first screens' texts, src/i18n/locales/en/first-screen.ts (locale-loaders.ts
// loads it lazily, but always, before the first render), with whatever it imports that the entry
// does not already: its dynamic-entry chunk and the `locale-en` chunk of its namespaces. The
// signed-in texts (signed-in.ts, `locale-en-signed-in`) load only once a signed-in screen mounts:
// not counted, and none of their chunks may be one the first screen loads.
const FIRST_SCREEN_TEXTS = 'src/i18n/locales/en/first-screen.ts';
const SIGNED_IN_TEXTS = 'src/i18n/locales/en/signed-in.ts';
const lazyClosure = (key) => {
  const files = new Set();
  const visitLazy = (at) => {
    const chunk = manifest[at];
    if (!chunk || staticJs.has(chunk.file) || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visitLazy(imported);
  };
  visitLazy(key);
  return files;
};
if (!manifest[FIRST_SCREEN_TEXTS]?.isDynamicEntry) {
  fail(`no English first-screen texts (${FIRST_SCREEN_TEXTS}) as a lazy chunk in the manifest`);
}
if (!manifest[SIGNED_IN_TEXTS]?.isDynamicEntry) {
  fail(`no English signed-in texts (${SIGNED_IN_TEXTS}) as a lazy chunk in the manifest`);
}
const localeJs = lazyClosure(FIRST_SCREEN_TEXTS);
const signedInJs = lazyClosure(SIGNED_IN_TEXTS);
const sharedWithSignedIn = [...signedInJs].filter((file) => localeJs.has(file));
if (sharedWithSignedIn.length > 0) {
  fail(`the first screen loads the signed-in texts' ${sharedWithSignedIn.join(', ')}`);
}

const css = new Set([...htmlStyles, ...staticCss]);

// Which framework the first load runs: its modules, by path.
const firstLoadModules = [...staticJs, ...localeJs].flatMap((file) => {
  const modules = chunkModules[file];
  if (modules === undefined) fail(`${file} is not in ${modulesFile}`);
  return modules;
});
const preactModules = firstLoadModules.filter((module) =>
  /(^|\/)node_modules\/(preact|@preact)\//.test(module.id),
);
const reactDomClient = firstLoadModules.filter((module) =>
  /(^|\/)node_modules\/react-dom\/cjs\/react-dom-client\.production\.js$/.test(module.id),
);

function sizes(file) {
  const bytes = readFileSync(join(dist, file));
  return {
    file,
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }).length,
  };
}

const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
function table(title, files) {
  const rows = [...files].map(sizes).sort((a, b) => b.gzip - a.gzip);
  const total = rows.reduce(
    (sum, row) => ({
      raw: sum.raw + row.raw,
      gzip: sum.gzip + row.gzip,
      brotli: sum.brotli + row.brotli,
    }),
    { raw: 0, gzip: 0, brotli: 0 },
  );
  console.log(`${title}:`);
  for (const row of rows) {
    console.log(
      `  ${row.file.padEnd(48)} raw ${kb(row.raw).padStart(9)}  gzip ${kb(row.gzip).padStart(9)}  brotli ${kb(row.brotli).padStart(9)}`,
    );
  }
  return total;
}

console.log('heaviest modules of the first load (each minified and gzipped alone):');
for (const module of [...firstLoadModules].sort((a, b) => b.gzip - a.gzip).slice(0, 15)) {
  console.log(
    `  ${module.id.replace(/^.*node_modules\//, '').padEnd(64)} gzip ${kb(module.gzip).padStart(9)}`,
  );
}
const jsTotal = table('/login JavaScript (entry + static imports)', staticJs);
const localeTotal = table('English first-screen texts', localeJs);
const signedInTotal = table('English signed-in texts (lazy, not counted)', signedInJs);
const cssTotal = table('/login CSS', css);
const js = {
  raw: jsTotal.raw + localeTotal.raw,
  gzip: jsTotal.gzip + localeTotal.gzip,
  brotli: jsTotal.brotli + localeTotal.brotli,
};
const line = (name, total, budget) =>
  `${name}: raw ${kb(total.raw)}, gzip ${kb(total.gzip)} (budget ${kb(budget)}), brotli ${kb(total.brotli)}`;
console.log(line('first-load JS', js, BUDGET.js));
console.log(
  `of which the English first-screen texts: gzip ${kb(localeTotal.gzip)}; ` +
    `the signed-in ones, loaded later: gzip ${kb(signedInTotal.gzip)}`,
);
console.log(line('first-load CSS', cssTotal, BUDGET.css));
if (preactModules.length > 0) {
  fail(`Preact is in the first load: ${preactModules.map((module) => module.id).join(', ')}`);
}
if (reactDomClient.length === 0) {
  fail(`React's client (react-dom/client, production build) is not in the first load`);
}
console.log(
  `framework: React (${reactDomClient[0].id.replace(/^.*node_modules\//, '')}), no Preact`,
);
const over = [];
if (js.gzip > BUDGET.js) over.push(`JavaScript ${kb(js.gzip)} gzip > ${kb(BUDGET.js)}`);
if (cssTotal.gzip > BUDGET.css) over.push(`CSS ${kb(cssTotal.gzip)} gzip > ${kb(BUDGET.css)}`);
if (over.length > 0) fail(`over budget: ${over.join('; ')}`);
console.log('bundle budget: within budget');
