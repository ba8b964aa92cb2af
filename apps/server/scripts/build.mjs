// Bundles src/main.ts (with the workspace contract package) into dist/main.js, and the admin tools
// src/legal-publish.ts and src/admin.ts into dist/legal-publish.js and dist/admin.js. Every other dependency stays external and is
// loaded from node_modules at run time. The SQL migrations are copied to dist/migrations, where
// the bundles look for them, and the common-password blocklist to dist/.
import { copyFile, mkdir, readdir, readFile, rm } from 'node:fs/promises';
import { build } from 'esbuild';

const root = new URL('../', import.meta.url);
const pkg = JSON.parse(await readFile(new URL('package.json', root), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter(
  (name) => name !== '@account-centre/contract',
);

await rm(new URL('dist/', root), { recursive: true, force: true });
await build({
  absWorkingDir: new URL('.', root).pathname,
  // The server, the admin tool that publishes legal documents (`dist/legal-publish.js`), and the
  // admin CLI (`dist/admin.js`, which also rotates and resets every kind of key: `rotate-keys`).
  // The worker thread that renders the web app's visitor screens (`dist/prerender-worker.js`,
  // decision 064) is its own entry: the server starts it by file.
  entryPoints: ['src/main.ts', 'src/legal-publish.ts', 'src/admin.ts', 'src/prerender-worker.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  // For any CommonJS code that ends up in the bundle and calls require().
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
const migrations = new URL('src/db/migrations/', root);
const target = new URL('dist/migrations/', root);
await mkdir(target, { recursive: true });
for (const name of await readdir(migrations)) {
  if (name.endsWith('.sql')) await copyFile(new URL(name, migrations), new URL(name, target));
}
// The common-password blocklist, read beside the bundle (modules/password-blocklist).
await copyFile(
  new URL('src/modules/password-blocklist/common-passwords.txt.gz', root),
  new URL('dist/common-passwords.txt.gz', root),
);
console.log(
  'built dist/main.js, dist/legal-publish.js, dist/admin.js and dist/prerender-worker.js',
);
