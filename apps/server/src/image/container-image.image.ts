/**
 * The container image's build and start, without a container runtime (decision 045): copies the
 * tree (the files git tracks or would track, as the Docker build context) into a clean temporary
 * folder, runs `scripts/image/build.sh` there as the Dockerfile's build stage does, and starts the
 * server from the folder it made with `start.sh migrate`, with only that folder's node_modules. Slow
 * (a full `npm ci`, the three builds, a server-only install): run by `npm run test:image`, a stage of
 * the test command (scripts/test.sh), not by the unit run.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '#testing/server-process.ts';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/** Dev dependencies that must never be in the image. */
const DEV_ONLY = [
  'typescript',
  'vitest',
  'vite',
  'eslint',
  'playwright',
  '@playwright/test',
  'tsx',
];

/** Every package folder under a node_modules tree, nested ones included (`name` or `@scope/name`). */
function packagesIn(modules: string, found = new Set<string>()): Set<string> {
  if (!existsSync(modules)) return found;
  for (const entry of readdirSync(modules)) {
    if (entry.startsWith('.')) continue;
    const names = entry.startsWith('@')
      ? readdirSync(join(modules, entry)).map((name) => `${entry}/${name}`)
      : [entry];
    for (const name of names) {
      found.add(name);
      packagesIn(join(modules, name, 'node_modules'), found);
    }
  }
  return found;
}

/** Bytes of the files under `dir` (symbolic links not followed). */
function sizeOf(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name);
    if (entry.isDirectory()) total += sizeOf(path);
    else total += lstatSync(path).size;
  }
  return total;
}

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

describe('the container image (scripts/image/build.sh and start.sh)', () => {
  const work = mkdtempSync(join(tmpdir(), 'ac-image-'));
  afterAll(() => rm(work, { recursive: true, force: true }));
  const source = join(work, 'source');
  const app = join(work, 'app');
  // Node 24 on PATH (the test runs on it), nothing else of this machine's environment: no
  // DATABASE_URL, no NODE_PATH, no NODE_OPTIONS of the test runner.
  // What reaching the npm registry needs is kept: its certificate authorities and proxies, and npm's
  // own cache, registry and CA settings (a machine behind a TLS-inspecting proxy has its CA there).
  const network = Object.fromEntries(
    Object.entries(process.env).filter(
      (entry): entry is [string, string] =>
        entry[1] !== undefined &&
        /^(NODE_EXTRA_CA_CERTS|SSL_CERT_FILE|SSL_CERT_DIR|HTTPS?_PROXY|NO_PROXY|https?_proxy|no_proxy|npm_config_(cache|registry|cafile|ca|strict_ssl|proxy|https_proxy|noproxy))$/.test(
          entry[0],
        ),
    ),
  );
  const env = {
    PATH: `${dirname(process.execPath)}:/usr/local/bin:/usr/bin:/bin`,
    HOME: process.env.HOME ?? work,
    ...network,
  };

  it('builds a self-contained folder without dev dependencies; the server starts from it', async () => {
    // The build context: what git tracks or would track (not node_modules, dist, .env).
    const files = execFileSync(
      'git',
      ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
      {
        cwd: repoRoot,
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    mkdirSync(source);
    execFileSync(
      'tar',
      ['--null', '-T', '-', '--ignore-failed-read', '-cf', join(work, 'tree.tar')],
      {
        cwd: repoRoot,
        input: files,
      },
    );
    execFileSync('tar', ['-xf', join(work, 'tree.tar'), '-C', source]);
    expect(existsSync(join(source, 'node_modules'))).toBe(false);

    const built = await run('bash', ['scripts/image/build.sh', app], source, env);
    expect(built.code, built.output.slice(-4000)).toBe(0);

    for (const dir of [
      'apps/server/dist/main.js',
      'apps/server/dist/admin.js',
      'apps/server/dist/migrations',
      'apps/web/dist/index.html',
      'apps/console/dist/index.html',
      'start.sh',
    ]) {
      expect(existsSync(join(app, dir)), dir).toBe(true);
    }
    const packages = new Set([
      ...packagesIn(join(app, 'node_modules')),
      ...packagesIn(join(app, 'apps/server/node_modules')),
    ]);
    expect(packages.has('fastify')).toBe(true);
    expect(packages.has('argon2')).toBe(true);
    expect(DEV_ONLY.filter((name) => packages.has(name))).toEqual([]);
    const megabytes =
      (sizeOf(join(app, 'node_modules')) +
        (existsSync(join(app, 'apps/server/node_modules'))
          ? sizeOf(join(app, 'apps/server/node_modules'))
          : 0)) /
      1e6;
    const onDisk = execFileSync('du', ['-sm', 'node_modules'], { cwd: app, encoding: 'utf8' });
    console.log(
      `image production dependencies: ${megabytes.toFixed(1)} MB of files (${onDisk.split('\t')[0]} MB on disk, du) in ${packages.size} packages`,
    );
    // `npm ci --omit=dev` of the whole tree is 161 MB (du) with TypeScript; the server's alone
    // about 117 MB (du; 91 MB of file contents).
    expect(megabytes).toBeLessThan(140);

    // Nothing above the folder may lend it a package: a copy outside the source tree and the repo.
    const port = await freePort();
    const data = join(work, 'data');
    const child = spawn('bash', ['start.sh', 'migrate'], {
      cwd: app,
      env: { ...env, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: data, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) =>
      child.on('exit', (code) => resolve(code)),
    );
    try {
      const base = `http://127.0.0.1:${port}`;
      const deadline = Date.now() + 120_000;
      let ready = 0;
      while (Date.now() < deadline && child.exitCode === null) {
        ready = await fetch(`${base}/readyz`).then(
          (response) => response.status,
          () => 0,
        );
        if (ready === 200) break;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(ready, output).toBe(200);
      expect(output).toMatch(/\d+ migrations applied:\n {2}0001-initial\.sql/);
      const login = await fetch(`${base}/login`);
      expect(login.status).toBe(200);
      expect(login.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await login.text()).toMatch(/<html[\s>]/);
      const consolePage = await fetch(`${base}/console/`);
      expect(consolePage.status).toBe(200);
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited, output).toBe(0);
  }, 1_800_000);
});
