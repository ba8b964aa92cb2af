import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

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

/** A free TCP port on loopback. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/**
 * Starts `src/main.ts` through tsx on loopback with the test runner's environment plus `env`
 * (quiet, dev outbox, no slider, request security optional unless `env` says otherwise) and waits until `/healthz` answers.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
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
