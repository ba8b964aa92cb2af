// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import checkFile from 'eslint-plugin-check-file';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// ─── Server layers (apps/server/src) ────────────────────────────────────────────────────────────
// routes → services → repos: a repo never imports a service or routes, a service never imports
// routes; only the composition (app.ts, composition.ts, main.ts and the command-line entries) and
// plugins/ wire modules together. Tests (`*.test.ts`, testing/, reliability/) may import anything.
const server = (glob) => `./apps/server/src/${glob}`;
const serverComposition = server('{app,composition,main,admin,legal-publish}.ts');
/** @type {{ target: string | string[]; from: string | string[]; message: string }[]} */
const serverZones = [
  {
    target: server('modules/**/*.repo.ts'),
    // Another repo is fine (one statement over several tables); nothing else of a module is.
    from: [server('modules/**/!(*.repo).ts'), server('plugins/**'), serverComposition],
    message:
      'a repo imports no service, routes, guard, plugin or composition (routes → services → repos)',
  },
  {
    // Services and the module helpers beside them (policies, limiters, commands).
    target: server('modules/**/!(*.routes|*.guard|*.repo|*.test).ts'),
    from: [server('modules/**/*.{routes,guard}.ts'), server('plugins/**'), serverComposition],
    message:
      'a service imports no routes, guard, plugin or composition (routes → services → repos)',
  },
  {
    target: server('modules/**/*.{routes,guard}.ts'),
    from: [
      server('modules/**/*.repo.ts'),
      server('db/**'),
      server('modules/**/*.routes.ts'),
      serverComposition,
    ],
    message:
      'routes and guards call services: no repo, database, other routes or composition (routes → services → repos)',
  },
  {
    target: server('plugins/**/!(*.test).ts'),
    from: serverComposition,
    message: 'plugins are registered by the composition and never import it',
  },
  {
    target: server('{lib,db,messaging,config}/**/!(*.test).ts'),
    from: [server('modules/**'), server('plugins/**'), serverComposition],
    message:
      'lib/, db/, messaging/ and config/ are shared layers: no module, plugin or composition',
  },
];
/** Only config/ reads the environment (STYLE "Boundaries"); everything else receives a `Config`. */
const serverEnvironment = {
  files: ['apps/server/src/**/*.ts'],
  ignores: [
    'apps/server/src/config/**',
    'apps/server/src/**/*.test.ts',
    'apps/server/src/**/*.image.ts',
    'apps/server/src/{testing,reliability}/**',
  ],
  rules: {
    'no-restricted-properties': [
      'error',
      {
        object: 'process',
        property: 'env',
        message: 'only config/ reads the environment: take a Config',
      },
    ],
  },
};
/**
 * Only repos (`*.repo.ts`) and `db/` run SQL (STYLE "Boundaries"; issue "Identity core"): Kysely's
 * `sql` template and its query builder's entry points are refused everywhere else in the server.
 * A service that needs a transaction takes it with `db.transaction()` and hands `trx` to repos.
 */
const QUERY_BUILDER =
  'selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto|selectNoFrom';
const serverSqlInRepos = {
  files: ['apps/server/src/**/*.ts'],
  ignores: [
    'apps/server/src/**/*.repo.ts',
    'apps/server/src/db/**',
    'apps/server/src/**/*.test.ts',
    'apps/server/src/{testing,reliability}/**',
    'apps/server/scripts/**',
  ],
  rules: {
    'no-restricted-syntax': [
      'error',
      {
        selector: `CallExpression[callee.property.name=/^(${QUERY_BUILDER})$/]`,
        message: "only *.repo.ts and db/ run SQL: move this query into the module's repo",
      },
      {
        selector: 'TaggedTemplateExpression[tag.name="sql"]',
        message: "only *.repo.ts and db/ run SQL: move this query into the module's repo",
      },
    ],
  },
};
/** The support console is a separate app: it and the web app and server never import each other. */
const consoleZones = [
  { target: './apps/console', from: './apps/web', message: 'console never imports web' },
  { target: './apps/console', from: './apps/server', message: 'console never imports server' },
  { target: './apps/web', from: './apps/console', message: 'web never imports console' },
  { target: './apps/server', from: './apps/console', message: 'server never imports console' },
];
// ─── end of server layers ───────────────────────────────────────────────────────────────────────

/**
 * Type-aware rules (issue 22 item 5): a promise is awaited, returned or explicitly voided; a
 * promise-returning function is never passed where a void callback is expected (React event
 * handlers, Fastify hooks); a switch over a union names every member. Every TypeScript file belongs
 * to a tsconfig (the workspaces', and the root one for scripts and tool configs), which the project
 * service reads.
 */
const typeAware = {
  // The demo shop is JavaScript checked by TypeScript (checkJs), so its files are typed too.
  files: ['**/*.{ts,tsx}', 'apps/shop-demo/src/**/*.js'],
  languageOptions: {
    parserOptions: {
      projectService: true,
      tsconfigRootDir: import.meta.dirname,
    },
  },
  rules: {
    '@typescript-eslint/no-floating-promises': 'error',
    '@typescript-eslint/no-misused-promises': 'error',
    '@typescript-eslint/switch-exhaustiveness-check': [
      'error',
      { considerDefaultExhaustiveForUnions: true },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      '**/data/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX, 'check-file': checkFile },
    settings: {
      'import-x/resolver-next': [importX.createNodeResolver()],
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      // ignoreExternal: packages have no cycles into our code, and parsing PGlite's bundle overflows the stack.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-default-export': 'error',
      // Web, console and server never import each other; contract imports none (STYLE "Boundaries").
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './apps/web', from: './apps/server', message: 'web never imports server' },
            { target: './apps/server', from: './apps/web', message: 'server never imports web' },
            ...consoleZones,
            { target: './packages/contract', from: './apps', message: 'contract imports no app' },
            {
              target: './e2e',
              from: './apps',
              // The texts a journey expects to see in a language are the web app's catalogue.
              except: ['./web/src/i18n/locales', './web/src/brands/second/copy'],
              message: 'journeys use the product only through the browser and HTTP',
            },
            ...serverZones,
          ],
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@account-centre/server', '@account-centre/web', '@account-centre/console'],
              message: 'apps never import each other; share through @account-centre/contract',
            },
          ],
        },
      ],
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,mjs}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '{apps,packages,e2e}/**/': 'KEBAB_CASE' }],
    },
  },
  {
    // Per-language files are named by their BCP 47 tag (`zh-TW`), region subtag upper case.
    files: ['apps/web/src/i18n/locales/**/*.ts', 'apps/server/src/messaging/texts/*.ts'],
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.ts': '+([a-z0-9])*(-+([a-zA-Z0-9]))' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': [
        'error',
        { '{apps,packages,e2e}/**/': '+([a-z0-9])*(-+([a-zA-Z0-9]))' },
      ],
    },
  },
  {
    files: ['packages/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'react', 'react-*', 'fastify', '@fastify/*'],
              message: 'contract imports zod only',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // The support console (issue 26): an app of its own, with the web app's React rules.
    files: ['apps/console/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Replaces the base zones for these files, so it repeats the console's.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...consoleZones,
            {
              target: './apps/console/src/**/!(*.test).{ts,tsx}',
              from: './apps/console/src/testing',
              message: 'only tests import testing/',
            },
          ],
        },
      ],
    },
  },
  ...webLayers(),
  serverEnvironment,
  serverSqlInRepos,
  typeAware,
  {
    // Tools whose config files must default-export.
    files: ['**/*.config.{ts,js,mjs}', 'e2e/global-setup.ts', 'e2e/global-teardown.ts'],
    rules: { 'import-x/no-default-export': 'off' },
  },
  prettier,
);

// ── Web layers (apps/web/src; docs/decisions/030-web-layers.md) ─────────────────────────────────
// app (app/, main.tsx, prerender/) → features/<f> → fields/<f> → components/, hooks/ → lib/,
// config/, i18n/, brands/. A layer imports only the layers after it; a feature never imports
// another feature (routes compose them); only tests import testing/. The zones replace the base
// rule's for web files, so they repeat its one web zone. Features are read from the folder: a new
// one is fenced off from the others without editing this list.
function webLayers() {
  const src = './apps/web/src';
  const at = (...names) => names.map((name) => `${src}/${name}`);
  const features = readdirSync(new URL(`${src}/features`, import.meta.url), {
    withFileTypes: true,
  })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const zones = [
    { target: './apps/web', from: './apps/server', message: 'web never imports server' },
    { target: './apps/web', from: './apps/console', message: 'web never imports console' },
    ...features.map((feature) => ({
      target: `${src}/features/${feature}`,
      from: `${src}/features`,
      except: [`./${feature}`],
      message: 'a feature never imports another feature: compose them in a route (app/routes/)',
    })),
    {
      target: at('features', 'fields', 'components', 'hooks', 'lib', 'config', 'i18n', 'brands'),
      from: at('app', 'main.tsx', 'prerender'),
      message: 'only the app (app/, main.tsx, prerender/) imports the app',
    },
    {
      target: at('fields', 'components', 'hooks', 'lib', 'config', 'i18n', 'brands'),
      from: `${src}/features`,
      message: 'shared layers never import a feature: only app/ does',
    },
    {
      target: at('components', 'hooks', 'lib', 'config', 'i18n', 'brands'),
      from: `${src}/fields`,
      message: 'fields (shared form widgets) are imported by features and the app only',
    },
    {
      target: at('lib', 'config', 'i18n', 'brands'),
      from: at('components', 'hooks'),
      message: 'lib, config, i18n and brands are the bottom layer: no components or hooks',
    },
  ];
  const onlyTests = {
    target: at(
      'app',
      'main.tsx',
      'prerender',
      'features',
      'fields',
      'components',
      'hooks',
      'lib',
      'config',
      'i18n',
      'brands',
    ),
    from: `${src}/testing`,
    message: 'only tests import testing/',
  };
  return [
    {
      files: ['apps/web/**/*.{ts,tsx}'],
      rules: { 'import-x/no-restricted-paths': ['error', { zones: [...zones, onlyTests] }] },
    },
    {
      files: ['apps/web/**/*.test.{ts,tsx}'],
      rules: { 'import-x/no-restricted-paths': ['error', { zones }] },
    },
  ];
}
