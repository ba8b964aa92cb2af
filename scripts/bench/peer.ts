// The peer of issue 38 goal 5: better-auth (scripts/bench/peer/, a package of its own that is no
// workspace: the product never installs or loads it) started in a process of its own on Node's
// built-in SQLite, loaded by the same client the same way — same connections, same accounts, CPU
// per request from the process's own CPU time — for sign-in (email + password, scrypt) and the
// session read (`get-session` with the session cookie).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const peerDir = fileURLToPath(new URL('./peer/', import.meta.url));
const peerMain = join(peerDir, 'better-auth-server.mjs');

export interface PeerServer {
  child: ChildProcess;
  base: string;
  stop(): Promise<void>;
}

interface PeerRequest {
  method: 'GET' | 'POST';
  setupRequest: (request: Record<string, unknown>) => Record<string, unknown>;
}

/** Installs the peer's own dependencies (its lock file) the first time. */
export function ensurePeerInstalled(): void {
  if (existsSync(join(peerDir, 'node_modules/better-auth/package.json'))) return;
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], {
    cwd: peerDir,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error('installing the peer (scripts/bench/peer) failed');
}

/** The peer's version as installed. */
export function peerVersion(): string {
  const result = spawnSync(
    process.execPath,
    ['-p', "require('./node_modules/better-auth/package.json').version"],
    { cwd: peerDir, encoding: 'utf8' },
  );
  return result.stdout.trim() || 'unknown';
}

/** Starts better-auth on `port` with `accounts` seeded accounts; resolves when it listens. */
export async function startPeer(options: {
  port: number;
  dataDir: string;
  accounts: number;
  password: string;
  children: Set<ChildProcess>;
}): Promise<PeerServer> {
  const child = spawn(process.execPath, [peerMain], {
    cwd: peerDir,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'production',
      PEER_PORT: String(options.port),
      PEER_DB: join(options.dataDir, 'peer.sqlite'),
      PEER_ACCOUNTS: String(options.accounts),
      PEER_PASSWORD: options.password,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  options.children.add(child);
  let output = '';
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`peer did not start: ${output}`)), 180_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('ready')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`peer exited (${code}): ${output}`));
    });
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await ready;
  return {
    child,
    base: `http://127.0.0.1:${options.port}`,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        await exited;
        clearTimeout(timer);
      }
      options.children.delete(child);
    },
  };
}

const SIGN_IN = '/api/auth/sign-in/email';
const GET_SESSION = '/api/auth/get-session';

/** Email and password sign-ins, account after account (as the bench's own sign-in load). */
export function peerSignInRequests(
  base: string,
  emailOf: (i: number) => string,
  accounts: number,
  password: string,
): PeerRequest[] {
  let next = 0;
  return [
    {
      method: 'POST',
      setupRequest: (request) => {
        const i = next % accounts;
        next += 1;
        return {
          ...request,
          path: SIGN_IN,
          // A browser's POST names its origin (better-auth refuses one without, as CSRF).
          headers: { 'content-type': 'application/json', origin: base },
          body: JSON.stringify({ email: emailOf(i), password }),
        };
      },
    },
  ];
}

/** Sessions for the session-read load: the cookie of each sign-in. */
export async function peerSignInMany(
  base: string,
  emailOf: (i: number) => string,
  count: number,
  password: string,
): Promise<string[]> {
  const cookies: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const response = await fetch(`${base}${SIGN_IN}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ email: emailOf(i), password }),
    });
    const cookie = response.headers
      .getSetCookie()
      .map((line) => line.split(';')[0] ?? '')
      .find((pair) => pair.startsWith('better-auth.session_token='));
    if (!response.ok || cookie === undefined) {
      throw new Error(`peer sign-in answered ${response.status}: ${await response.text()}`);
    }
    cookies.push(cookie);
  }
  return cookies;
}

/** Throws unless `get-session` answers the session of `cookie` (it answers `null` otherwise). */
export async function assertPeerSession(base: string, cookie: string): Promise<void> {
  const response = await fetch(`${base}${GET_SESSION}`, { headers: { cookie } });
  const body = (await response.json()) as { session?: { id?: string } } | null;
  if (!response.ok || typeof body?.session?.id !== 'string') {
    throw new Error(`peer get-session answered ${response.status}: ${JSON.stringify(body)}`);
  }
}

/** `get-session` with a session cookie: the peer's session read (what our user info is). */
export function peerSessionRequests(cookies: string[]): PeerRequest[] {
  let next = 0;
  return [
    {
      method: 'GET',
      setupRequest: (request) => {
        const cookie = cookies[next % cookies.length] ?? '';
        next += 1;
        return { ...request, path: GET_SESSION, headers: { cookie } };
      },
    },
  ];
}
