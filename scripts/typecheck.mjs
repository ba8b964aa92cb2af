// `npm run typecheck`: every TypeScript project of the repository checked by TypeScript 7, the
// native compiler (decision 070). TypeScript 6 stays beside it for typescript-eslint, whose typed
// rules need the compiler's JavaScript API (`npm run lint`). Both are the `typescript` package,
// so `node_modules/.bin/tsc` is whichever npm linked last: the compiler is run by its path here.
//
// Usage: node scripts/typecheck.mjs [project directory ...] (default: the root's project and
// every workspace's). Exits 1 when any project has an error; each project's errors come right
// before its verdict line.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
/** The root's own project (scripts and configs) and each workspace's (the root package.json). */
const PROJECTS = ['.', ...JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).workspaces];

const require = createRequire(import.meta.url);
const native = join(dirname(require.resolve('@typescript/native/package.json')), 'bin', 'tsc');

const projects =
  process.argv.length > 2
    ? process.argv.slice(2).map((dir) => resolve(dir))
    : PROJECTS.map((dir) => join(root, dir));
let failed = 0;
for (const project of projects) {
  const name = relative(root, project) || '.';
  const started = performance.now();
  const run = spawnSync(process.execPath, [native, '-p', join(project, 'tsconfig.json')], {
    cwd: project,
    stdio: 'inherit',
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (run.status === 0) {
    console.log(`typecheck ${name}: no errors (${seconds} s)`);
  } else {
    failed += 1;
    console.error(`typecheck ${name}: failed (exit ${run.status ?? run.signal}, ${seconds} s)`);
  }
}
process.exit(failed > 0 ? 1 : 0);
