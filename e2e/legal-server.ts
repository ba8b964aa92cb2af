import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * The legal-documents journeys run against their own server on PostgreSQL (not the embedded
 * database), so that the publishing tool can run beside it exactly as an operator would run it.
 */
export const legalServer = {
  url: process.env.E2E_LEGAL_URL,
  databaseUrl: process.env.E2E_LEGAL_DATABASE_URL,
  /** Its KEY_ENCRYPTION_SECRET (required with DATABASE_URL): the admin tools need the same. */
  keyEncryptionSecret: process.env.E2E_LEGAL_KEY_ENCRYPTION_SECRET ?? '',
};

const repositoryRoot = resolve(import.meta.dirname, '..');

/**
 * Publishes the next version of a document with `npm run legal:publish`'s built tool, against the
 * legal server's database. `texts` maps a language to its title and body.
 */
export function publishLegalVersion(
  kind: string,
  texts: Record<string, { title: string; body: string }>,
  /** Adds these languages to this published version instead of publishing a new one. */
  version?: number,
): void {
  if (!legalServer.databaseUrl) throw new Error('E2E_LEGAL_DATABASE_URL is not set');
  const dir = mkdtempSync(join(tmpdir(), 'ac-legal-'));
  try {
    const files = Object.entries(texts).map(([language, { title, body }]) => {
      const file = join(dir, `${language}.txt`);
      writeFileSync(file, `${title}\n\n${body}\n`);
      return `${language}=${file}`;
    });
    const versionArgs = version === undefined ? [] : ['--version', String(version)];
    execFileSync(
      'node',
      // --yes: the journeys publish a few languages on purpose (the rest is shown English).
      ['apps/server/dist/legal-publish.js', '--kind', kind, '--yes', ...versionArgs, ...files],
      {
        cwd: repositoryRoot,
        env: {
          ...process.env,
          DATABASE_URL: legalServer.databaseUrl,
          KEY_ENCRYPTION_SECRET: legalServer.keyEncryptionSecret,
          OUTBOX: 'true',
        },
        stdio: 'pipe',
      },
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
