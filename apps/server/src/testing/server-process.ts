import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

/** The server package root (where `src/main.ts` is). */
const serverDir = fileURLToPath(new URL('../../', import.meta.url));

export interface ServerProcess {
  process: ChildProcess;
  base: string;
  /** Everything it printed so far (standard output and error). */
  output: () => string;
  exited: Promise<number | null>;
  /** SIGTERM, then SIGKILL when it has not exited within `ms`; resolves with the exit code. */
  stop: (ms?: number) => Promise<number | null>;
}

/**
 * Runs one of the server's scripts (`src/admin.ts`, `src/legal-publish.ts`, `src/main.ts` …) as its
 * own process from TypeScript, stdin not a terminal (as in a script or CI), with `env` over the test
 * runner's environment; resolves when it exits, with everything it printed.
 */
export function runServerScript(
  script: string,
  argv: readonly string[],
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...argv], {
      cwd: serverDir,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

function listenOnce(port: number): Promise<number | undefined> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(undefined));
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        resolve(typeof address === 'object' && address ? address.port : undefined),
      );
    });
  });
}

/**
 * A free TCP port on loopback: one the system picks, or with `TEST_PORTS=<from>-<to>` (a machine
 * that gives each test run its own port range) a free one of that range.
 */
export async function freePort(): Promise<number> {
  const range = /^(\d+)-(\d+)$/.exec(process.env.TEST_PORTS ?? '');
  if (!range) {
    const port = await listenOnce(0);
    if (port === undefined) throw new Error('no port');
    return port;
  }
  const from = Number(range[1]);
  const size = Number(range[2]) - from + 1;
  const start = Math.floor(Math.random() * size);
  for (let i = 0; i < size; i += 1) {
    const port = await listenOnce(from + ((start + i) % size));
    if (port !== undefined) return port;
  }
  throw new Error(`no free port in ${process.env.TEST_PORTS}`);
}

/**
 * Bundles `src/main.ts` once with esbuild, as `scripts/build.mjs` does (dependencies external,
 * the migrations copied beside it), into a directory of its own under the server's
 * `node_modules/.cache` (so the dependencies resolve); returns the bundle's path. A process
 * started from it skips tsx's compile on every start (tests that start the server repeatedly).
 */
export async function buildServerBundle(): Promise<{ script: string; remove: () => void }> {
  const pkg = JSON.parse(readFileSync(join(serverDir, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  const outdir = join(
    serverDir,
    'node_modules/.cache/server-bundle',
    `${process.pid}-${Date.now().toString(36)}`,
  );
  mkdirSync(outdir, { recursive: true });
  await build({
    absWorkingDir: serverDir,
    entryPoints: ['src/main.ts'],
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: Object.keys(pkg.dependencies ?? {}).filter(
      (name) => name !== '@account-centre/contract',
    ),
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    logLevel: 'warning',
  });
  cpSync(join(serverDir, 'src/db/migrations'), join(outdir, 'migrations'), { recursive: true });
  // The common-password blocklist, read beside the bundle as in the build.
  cpSync(
    join(serverDir, 'src/modules/password-blocklist/common-passwords.txt.gz'),
    join(outdir, 'common-passwords.txt.gz'),
  );
  return {
    script: join(outdir, 'main.js'),
    remove: () => rmSync(outdir, { recursive: true, force: true }),
  };
}

/**
 * Starts `src/main.ts` through tsx (or `options.script`, a bundle of it) on loopback with the test runner's environment plus `env`
 * (quiet, dev outbox, no slider, request security optional unless `env` says otherwise) and waits until `/healthz` answers.
 */
export async function startServerProcess(
  env: Record<string, string>,
  options: { script?: string } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const args = options.script ? [options.script] : ['--import', 'tsx', 'src/main.ts'];
  const child = spawn(process.execPath, args, {
    cwd: serverDir,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      SMTP_URL: '',
      SMS_PROVIDER_URL: '',
      OUTBOX: 'true',
      SLIDER_REQUIRED: 'false',
      // Plain HTTP clients keep no device cookie (decision 026; tested in known-devices.test.ts).
      DOUBLE_CHECK_NEW_DEVICES: 'false',
      // Plain calls (the request-security suites test encryption, context header and signatures).
      PASSWORD_ENCRYPTION: 'optional',
      CONTEXT_HEADER: 'optional',
      SIGNATURES: 'optional',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  const server: ServerProcess = {
    process: child,
    base,
    output: () => output,
    exited,
    stop: async (ms = 15_000) => {
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), ms);
      try {
        return await exited;
      } finally {
        clearTimeout(timer);
      }
    },
  };
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
    try {
      if ((await fetch(`${base}/healthz`)).status === 200) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start: ${output}`);
}
