import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const DEPLOYMENT = readFileSync(join(root, 'docs/deployment.md'), 'utf8');
const adminUrl = process.env.TEST_DATABASE_URL;

/** The blocks of docs/deployment.md marked `sh runbook`, in order: the steps an operator runs. */
export function runbookBlocks(markdown: string): string[] {
  return [...markdown.matchAll(/^```sh runbook\n([\s\S]*?)^```$/gm)].map(([, body = '']) => body);
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

/** Runs `script` in bash from the repository root; its exit code and everything it printed. */
function bash(script: string, env: Record<string, string>, cwd: string) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn('bash', ['-c', script], { cwd, env: { ...process.env, ...env } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({ code, output }));
  });
}

describe('docs/deployment.md §13, run as an operator would', () => {
  it('finds the runbook blocks', () => {
    expect(runbookBlocks(DEPLOYMENT).length).toBeGreaterThanOrEqual(7);
  });

  // PostgreSQL: the test command always sets TEST_DATABASE_URL.
  it.skipIf(adminUrl === undefined)(
    'migrates a fresh database, makes a staff member, starts, rotates and resets the keys',
    async () => {
      const name = `runbook_${randomBytes(4).toString('hex')}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      const work = mkdtempSync(join(tmpdir(), 'runbook-'));
      try {
        const url = new URL(adminUrl ?? '');
        url.pathname = `/${name}`;
        // The blocks run from the repository root (server.log goes to the work folder).
        const script = ['set -euo pipefail', ...runbookBlocks(DEPLOYMENT)]
          .join('\n')
          .replaceAll('> server.log', `> ${join(work, 'server.log')}`);
        const { code, output } = await bash(
          script,
          {
            // The dev checkout's tools, as the section says; this process's Node first.
            PATH: `${dirname(process.execPath)}:${process.env.PATH ?? ''}`,
            ADMIN: 'node --import tsx apps/server/src/admin.ts',
            SERVER: 'node --import tsx apps/server/src/main.ts',
            DATABASE_URL: url.toString(),
            PORT: String(await freePort()),
            LOG_LEVEL: 'warn',
          },
          root,
        );
        expect(code, output).toBe(0);
        expect(output).toMatch(/\d+ pending migrations \(dry run, nothing applied\)/);
        expect(output).toMatch(/\d+ migrations applied/);
        expect(output).toContain('no pending migrations: the database is up to date');
        expect(output).toContain('admin@example.com');
        expect(output.match(/"keys":"ok"/g)?.length).toBe(3);
        const check = new pg.Client({ connectionString: url.toString() });
        await check.connect();
        try {
          const staff = await check.query(
            "SELECT role FROM staff WHERE email = 'admin@example.com'",
          );
          expect(staff.rows).toEqual([{ role: 'admin' }]);
        } finally {
          await check.end();
        }
      } finally {
        rmSync(work, { recursive: true, force: true });
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      }
    },
    900_000,
  );
});
