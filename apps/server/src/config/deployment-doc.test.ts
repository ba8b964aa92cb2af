import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { configVariables } from './parse-config.ts';

const repo = (path: string) => fileURLToPath(new URL(`../../../../${path}`, import.meta.url));
const DEPLOYMENT = readFileSync(repo('docs/deployment.md'), 'utf8');

/** Upper-case names the runbook may show that are not the server's: compose's and Node's own. */
const NOT_SERVER_VARIABLES = new Set([
  'POSTGRES_PASSWORD',
  'NODE_ENV',
  // Section 14's runbook: what the operator names for the move, not settings of the server.
  'EMBEDDED_DATA_DIR',
  'NEW_DATABASE_URL',
  'KNOWN_ACCOUNT',
]);

/**
 * The environment variables a document names: inline code that is just a name with an underscore
 * (`DATABASE_URL`, or a prefix `CODE_*`), and `NAME_X=` in code blocks and inline code. A single
 * word (`PORT`, but also `HEALTHCHECK`, `EXPOSE`) cannot be told from other words and is not taken.
 */
export function variablesNamed(markdown: string): string[] {
  const names = new Set<string>();
  for (const [, code = ''] of markdown.matchAll(/`([^`\n]+)`/g)) {
    if (/^[A-Z][A-Z0-9]*((_[A-Z0-9]+)+(_\*)?|_\*)$/.test(code)) names.add(code);
  }
  for (const [, name = ''] of markdown.matchAll(/(?:^|[\s`(])([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)=/gm))
    names.add(name);
  return [...names].sort();
}

/** The `npm run …` scripts a document names, with the workspace when `-w`/`--workspace` follows. */
export function scriptsNamed(markdown: string): { script: string; workspace?: string }[] {
  return [...markdown.matchAll(/npm run ([a-z][\w:-]*)(?:\s+(?:-w|--workspace)[ =](\S+))?/g)].map(
    ([, script = '', workspace]) => (workspace ? { script, workspace } : { script }),
  );
}

const declared = new Set(configVariables.map((variable) => variable.name));
const isDeclared = (name: string) =>
  name.endsWith('_*')
    ? [...declared].some((known) => known.startsWith(name.slice(0, -1)))
    : declared.has(name);

const scriptsOf = (dir: string): Record<string, string> =>
  (
    JSON.parse(readFileSync(repo(`${dir}package.json`), 'utf8')) as {
      scripts?: Record<string, string>;
    }
  ).scripts ?? {};
const WORKSPACES: Record<string, string> = {
  '@account-centre/server': 'apps/server/',
  '@account-centre/web': 'apps/web/',
  '@account-centre/console': 'apps/console/',
  '@account-centre/contract': 'packages/contract/',
  '@account-centre/e2e': 'e2e/',
};

describe('docs/deployment.md names only what exists', () => {
  it('finds the names in a document', () => {
    const text =
      '`PORT`, `CODE_*` and `GET /x`; `HTTP`\n```sh\nFOO_BAR=1 node x\n```\n`npm run admin -- x`, npm run build -w @account-centre/web';
    expect(variablesNamed(text)).toEqual(['CODE_*', 'FOO_BAR']);
    expect(scriptsNamed(text)).toEqual([
      { script: 'admin' },
      { script: 'build', workspace: '@account-centre/web' },
    ]);
  });

  it('every environment variable it names is declared in config/variables.ts', () => {
    const named = variablesNamed(DEPLOYMENT).filter((name) => !NOT_SERVER_VARIABLES.has(name));
    expect(named.length).toBeGreaterThan(20);
    expect(named.filter((name) => !isDeclared(name))).toEqual([]);
    // What an operator must find in the runbook (decision 045).
    for (const name of [
      'OIDC_ISSUER',
      'PASSKEY_RP_ID',
      'REDIS_URL',
      'RATE_LIMIT_PER_MINUTE',
      'KEY_ENCRYPTION_SECRET',
      'DATABASE_URL',
      'TRUST_PROXY',
    ])
      expect(named).toContain(name);
  });

  it('every npm run command it names is a script of package.json', () => {
    const named = scriptsNamed(DEPLOYMENT);
    expect(named.map(({ script }) => script)).toContain('admin');
    const missing = named.filter(({ script, workspace }) => {
      const dir = workspace === undefined ? '' : WORKSPACES[workspace];
      return dir === undefined || !(script in scriptsOf(dir));
    });
    expect(missing).toEqual([]);
  });

  it('names the admin commands it shows that exist, create-staff and migrate among them', async () => {
    const { ADMIN_COMMANDS } = await import('#modules/admin/admin-commands.ts');
    const { isMoveCommand } = await import('#modules/admin/move-command.ts');
    const shown = [...DEPLOYMENT.matchAll(/admin\.js ([a-z-]+)/g)].map(
      ([, command = '']) => command,
    );
    expect(shown).toEqual(expect.arrayContaining(['migrate', 'create-staff']));
    expect(
      shown.filter(
        (command) =>
          !(ADMIN_COMMANDS as readonly string[]).includes(command) && !isMoveCommand(command),
      ),
    ).toEqual([]);
  });
});
