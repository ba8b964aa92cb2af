import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { LOCK_FILE_NAME } from '#db/data-dir-lock.ts';
import { BASIC_AUTH, emptyDir, paths, VALID_PASSWORD } from '#testing/test-app.ts';

/**
 * The embedded database across processes (DESIGN §6): the server runs as a child process
 * (src/main.ts through tsx), is killed with SIGKILL and restarted on the same DATA_DIR.
 */
const serverDir = fileURLToPath(new URL('../../', import.meta.url));

interface Child {
  process: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function startServer(dataDir: string, port: number): Child {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    // Forwarding the test runner's environment (PATH etc.); the server itself reads it via config/.
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      SMTP_URL: '',
      SMS_PROVIDER_URL: '',
      OUTBOX: 'true',
      // The writes here test durability, not the slide check (modules/slider tests it) nor request
      // security (modules/request-security tests it).
      SLIDER_REQUIRED: 'false',
      PASSWORD_ENCRYPTION: 'optional',
      CONTEXT_HEADER: 'optional',
      SIGNATURES: 'optional',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { process: child, output: () => output, exited };
}

async function freePort(): Promise<number> {
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

async function waitUntilUp(child: Child, base: string): Promise<void> {
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline) {
    if (child.process.exitCode !== null) throw new Error(`server exited: ${child.output()}`);
    try {
      const response = await fetch(`${base}${paths.userInfo}`);
      if (response.status === 401) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not start: ${child.output()}`);
}

const post = (url: string, body: unknown) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('embedded database data directory', () => {
  const data = emptyDir();
  const children: Child[] = [];
  afterAll(() => {
    for (const child of children)
      if (child.process.exitCode === null) child.process.kill('SIGKILL');
    data.remove();
  });

  it('refuses a second server on the same DATA_DIR, and restarts with its data after kill -9', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const first = startServer(data.dir, port);
    children.push(first);
    await waitUntilUp(first, base);

    // Write: register an account (acknowledged before the kill).
    const email = 'crash.test@example.com';
    expect((await post(`${base}${paths.registerEmailCode}`, { email })).status).toBe(200);
    const outbox = (await (await fetch(`${base}/_dev/outbox?to=${email}`)).json()) as {
      code: string;
    }[];
    const registered = await post(`${base}${paths.registerEmailVerification}`, {
      email,
      code: outbox[0]?.code,
      password: VALID_PASSWORD,
      country: 'DE',
      birthDate: { year: 1990, month: 1, day: 1 },
      agreementAccepted: true,
    });
    expect(registered.status).toBe(200);

    // A second process on the same directory is refused with a clear message.
    const second = startServer(data.dir, await freePort());
    children.push(second);
    expect(await second.exited).toBe(3);
    expect(second.output()).toContain(
      `DATA_DIR ${data.dir} is in use by another server process (pid ${first.process.pid}`,
    );

    // kill -9: the lock file and PGlite's postmaster.pid stay behind.
    first.process.kill('SIGKILL');
    await first.exited;
    const lockFile = join(data.dir, LOCK_FILE_NAME);
    expect(existsSync(join(data.dir, 'pgdata', 'postmaster.pid'))).toBe(true);
    expect(JSON.parse(readFileSync(lockFile, 'utf8')).pid).toBe(first.process.pid);

    const third = startServer(data.dir, port);
    children.push(third);
    await waitUntilUp(third, base);
    expect(JSON.parse(readFileSync(lockFile, 'utf8')).pid).toBe(third.process.pid);
    const token = await fetch(
      `${base}${paths.token}?${new URLSearchParams({ grant_type: 'password', username: email, password: VALID_PASSWORD })}`,
      { method: 'POST', headers: { authorization: BASIC_AUTH } },
    );
    expect(token.status).toBe(200);

    // A graceful stop releases the lock.
    third.process.kill('SIGTERM');
    expect(await third.exited).toBe(0);
    expect(existsSync(lockFile)).toBe(false);
  }, 120_000);
});
