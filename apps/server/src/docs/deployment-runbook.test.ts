import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
    expect(runbookBlocks(DEPLOYMENT).length).toBeGreaterThanOrEqual(9);
  });

  // PostgreSQL: the test command always sets TEST_DATABASE_URL.
  it.skipIf(adminUrl === undefined)(
    'migrates a fresh database, makes a staff member, starts, rotates and resets the keys, then moves an embedded installation to PostgreSQL',
    async () => {
      const suffix = randomBytes(4).toString('hex');
      const name = `runbook_${suffix}`;
      const moved = `runbook_moved_${suffix}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.query(`CREATE DATABASE ${moved}`);
      const work = mkdtempSync(join(tmpdir(), 'runbook-'));
      const databaseUrl = (database: string) => {
        const url = new URL(adminUrl ?? '');
        url.pathname = `/${database}`;
        return url.toString();
      };
      const url = new URL(databaseUrl(name));
      try {
        const devTools = {
          // The dev checkout's tools, as the section says; this process's Node first.
          PATH: `${dirname(process.execPath)}:${process.env.PATH ?? ''}`,
          ADMIN: 'node --import tsx apps/server/src/admin.ts',
          SERVER: 'node --import tsx apps/server/src/main.ts',
          LOG_LEVEL: 'warn',
        };
        // Section 14's embedded installation: an imported account and keys sealed with the
        // secret the embedded server generated into its DATA_DIR.
        const embedded = join(work, 'embedded');
        const users = join(work, 'users.jsonl');
        const known = `moved.${suffix}@example.com`;
        writeFileSync(
          users,
          `${JSON.stringify({
            email: known,
            country: 'DE',
            birthDate: '1990-04-01',
            agreements: [
              { kind: 'user-agreement', version: 1, acceptedAt: '2024-03-01T10:00:00Z' },
              { kind: 'privacy-policy', version: 1, acceptedAt: '2024-03-01T10:00:00Z' },
            ],
            password: { scheme: 'none' },
          })}\n`,
        );
        const prepared = await bash(
          `set -euo pipefail\n$ADMIN import-users ${users}\n$ADMIN rotate-keys`,
          { ...devTools, DATA_DIR: embedded, DATABASE_URL: '', KEY_ENCRYPTION_SECRET: '' },
          root,
        );
        expect(prepared.code, prepared.output).toBe(0);
        // The blocks run from the repository root (server.log goes to the work folder).
        const script = ['set -euo pipefail', ...runbookBlocks(DEPLOYMENT)]
          .join('\n')
          .replaceAll('> server.log', `> ${join(work, 'server.log')}`);
        const { code, output } = await bash(
          script,
          {
            ...devTools,
            DATABASE_URL: url.toString(),
            PORT: String(await freePort()),
            EMBEDDED_DATA_DIR: embedded,
            NEW_DATABASE_URL: databaseUrl(moved),
            KNOWN_ACCOUNT: known,
          },
          root,
        );
        expect(code, output).toBe(0);
        expect(output).toMatch(/\d+ pending migrations \(dry run, nothing applied\)/);
        expect(output).toMatch(/\d+ migrations applied/);
        expect(output).toContain('no pending migrations: the database is up to date');
        expect(output).toContain('admin@example.com');
        expect(output.match(/"keys":"ok"/g)?.length).toBe(4);
        expect(output).toMatch(/moved \d+ rows of \d+ tables from /);
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
        const checkMoved = new pg.Client({ connectionString: databaseUrl(moved) });
        await checkMoved.connect();
        try {
          const account = await checkMoved.query('SELECT email FROM users WHERE email = $1', [
            known,
          ]);
          expect(account.rows).toEqual([{ email: known }]);
        } finally {
          await checkMoved.end();
        }
      } finally {
        rmSync(work, { recursive: true, force: true });
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.query(`DROP DATABASE IF EXISTS ${moved} WITH (FORCE)`);
        await admin.end();
      }
    },
    900_000,
  );
});
