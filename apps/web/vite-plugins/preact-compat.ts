import type { Plugin } from 'vite';

/**
 * The app is written against React's API and types, and runs on Preact through `preact/compat`
 * (decision 023: the first-load budget). Every import of React — the app's and its libraries'
 * (React Router, react-i18next, react-hook-form, sonner) — resolves to Preact, and JSX compiles
 * to Preact's automatic runtime.
 */
export function preactCompat(): Plugin {
  return {
    name: 'preact-compat',
    config: () => ({
      resolve: {
        alias: [
          { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
          { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
          { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
          { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
          { find: /^react(-dom)?$/, replacement: 'preact/compat' },
          // React 17's shim of a hook Preact has (react-i18next still imports it).
          { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
        ],
        dedupe: ['preact'],
      },
      oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
    }),
  };
}
