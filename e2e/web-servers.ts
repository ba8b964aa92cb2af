import { spawn, type ChildProcess } from 'node:child_process';

/** A process the journeys need, and the address that answers once it is ready. */
export interface WebServer {
  /** A shell command line. */
  command: string;
  cwd: string;
  /** Ready when this answers with a status from 200 to 403 (as Playwright's `webServer`). */
  url: string;
  /** Milliseconds it may take to get ready. */
  timeout: number;
  /** Added to this process's environment. */
  env: Record<string, string>;
}

/** Where the playwright config hands the servers to the global setup (one process, same run). */
export const WEB_SERVERS_VARIABLE = 'E2E_WEB_SERVERS';

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(5000) });
    return response.status >= 200 && response.status < 404;
  } catch {
    return false;
  }
}

function prefixed(chunk: Buffer): string {
  const text = chunk.toString();
  const lines = text.endsWith('\n') ? text.slice(0, -1).split('\n') : text.split('\n');
  return lines.map((line) => `[WebServer] ${line}\n`).join('');
}

interface Started {
  child: ChildProcess;
  exited: Promise<number | null>;
}

function launch(server: WebServer): Started {
  const child = spawn(server.command, {
    shell: true,
    cwd: server.cwd,
    env: { ...process.env, ...server.env },
    // Its own process group: the whole tree (the shell and what it started) is stopped at the end.
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(prefixed(chunk)));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, exited };
}

async function ready(server: WebServer, started: Started): Promise<void> {
  const deadline = Date.now() + server.timeout;
  let exitCode: number | null | undefined;
  void started.exited.then((code) => (exitCode = code));
  let delay = 100;
  while (Date.now() < deadline) {
    if (exitCode !== undefined) {
      throw new Error(
        `${server.command} exited with code ${exitCode} before ${server.url} answered`,
      );
    }
    if (await answers(server.url)) return;
    await new Promise((resolve) => setTimeout(resolve, delay));
    delay = Math.min(delay * 2, 1000);
  }
  throw new Error(`${server.url} did not answer within ${server.timeout} ms (${server.command})`);
}

async function stop(started: Started): Promise<void> {
  const { child } = started;
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    // already gone
  }
  await started.exited;
}

/**
 * Starts every server at once and waits until each answers (Playwright's `webServer` starts them
 * one after the other: on 2 cores most of that time one core was idle); a port that already
 * answers is an error, as with `reuseExistingServer: false`. Returns what stops them all (the
 * process group of each, as Playwright does).
 */
export async function startWebServers(servers: readonly WebServer[]): Promise<() => Promise<void>> {
  const taken = await Promise.all(servers.map((server) => answers(server.url)));
  const busy = servers.filter((_, index) => taken[index]);
  if (busy.length > 0) {
    throw new Error(
      `${busy.map((server) => server.url).join(', ')} already answer: make sure nothing runs there`,
    );
  }
  const started = servers.map(launch);
  const stopAll = async () => {
    await Promise.all(started.map(stop));
  };
  const results = await Promise.allSettled(
    servers.map((server, index) => ready(server, started[index] as Started)),
  );
  const failed = results.filter((result) => result.status === 'rejected');
  if (failed.length > 0) {
    // Playwright prints an AggregateError without its errors: say which server and why.
    for (const result of failed) console.error(String(result.reason));
    await stopAll();
    throw new AggregateError(
      failed.map((result) => result.reason as unknown),
      'the journeys’ servers did not start',
    );
  }
  return stopAll;
}
