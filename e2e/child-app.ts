import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { expect } from './fixtures.ts';

const repositoryRoot = resolve(import.meta.dirname, '..');

/** A small app a journey starts beside the account centre (the demo shop, the browser app). */
export interface RunningApp {
  url: string;
  stop: () => Promise<void>;
}

/**
 * Starts `node <script>` (a path from the repository's root) with `env` added, and waits until
 * `http://localhost:<port>/` answers 200; an app that exits first fails with its stderr. `name`
 * says which app in the failure.
 */
export async function startNodeApp(options: {
  script: string;
  port: number;
  env: Record<string, string>;
  name: string;
}): Promise<RunningApp> {
  const url = `http://localhost:${options.port}`;
  const child: ChildProcess = spawn('node', [options.script], {
    cwd: repositoryRoot,
    env: { ...process.env, ...options.env },
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
          if (child.exitCode !== null) throw new Error(`${options.name} stopped:\n${errors}`);
          try {
            return (await fetch(`${url}/`)).status;
          } catch {
            return 0;
          }
        },
        { message: `${options.name} at ${url}`, timeout: 30_000 },
      )
      .toBe(200);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}
