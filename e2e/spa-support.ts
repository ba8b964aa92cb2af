import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { expect } from './fixtures.ts';

const repositoryRoot = resolve(import.meta.dirname, '..');

/** A browser app (e2e/spa, oidc-client-ts) a journey runs with a client made in the console. */
export interface RunningSpa {
  url: string;
  stop: () => Promise<void>;
}

/**
 * Starts e2e/spa/spa-server.mjs on `port` as the public client `clientId` of the account centre
 * at `authority`, and waits until it answers.
 */
export async function startSpa(options: {
  port: number;
  authority: string;
  clientId: string;
}): Promise<RunningSpa> {
  const url = `http://localhost:${options.port}`;
  const child: ChildProcess = spawn('node', ['e2e/spa/spa-server.mjs'], {
    cwd: repositoryRoot,
    env: {
      ...process.env,
      SPA_PORT: String(options.port),
      SPA_AUTHORITY: options.authority,
      SPA_CLIENT_ID: options.clientId,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  try {
    await expect
      .poll(
        async () => {
          if (child.exitCode !== null) throw new Error(`the browser app stopped:\n${errors}`);
          try {
            return (await fetch(`${url}/`)).status;
          } catch {
            return 0;
          }
        },
        { message: `the browser app at ${url}`, timeout: 30_000 },
      )
      .toBe(200);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}
