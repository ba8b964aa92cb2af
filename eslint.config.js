// @ts-check
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import checkFile from 'eslint-plugin-check-file';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
      // Web and server never import each other; contract imports neither (STYLE "Boundaries").
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './apps/web', from: './apps/server', message: 'web never imports server' },
            { target: './apps/server', from: './apps/web', message: 'server never imports web' },
            { target: './packages/contract', from: './apps', message: 'contract imports no app' },
            {
              target: './e2e',
              from: './apps',
              // The texts a journey expects to see in a language are the web app's catalogue.
              except: ['./web/src/i18n/locales', './web/src/brands/second/copy'],
              message: 'journeys use the product only through the browser and HTTP',
            },
          ],
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@account-centre/server', '@account-centre/web'],
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
    // Tools whose config files must default-export.
    files: ['**/*.config.{ts,js,mjs}', 'e2e/global-teardown.ts'],
    rules: { 'import-x/no-default-export': 'off' },
  },
  prettier,
);
