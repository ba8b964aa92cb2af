import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import type { Rolldown } from 'vite';
import { chunkModules } from './vite-plugins/chunk-modules.ts';
import { precompress } from './vite-plugins/precompress.ts';
import { sonnerWithoutInjectedStyles } from './vite-plugins/sonner-without-injected-styles.ts';

/** The contract's index re-exports every module; an import through it says nothing (tree-shaken). */
const BARREL = /[\\/]packages[\\/]contract[\\/]src[\\/]index\.ts$/;
type ModuleGraph = { getModuleInfo: (id: string) => Rolldown.ModuleInfo | null };

/**
 * Whether the entry imports module `id` statically, directly or through other modules: whether it
 * is in the first load. Memoized per build (the module graph does not change while chunking).
 */
function staticallyImportedByEntry(
  graph: ModuleGraph,
  id: string,
  known: Map<string, boolean>,
): boolean {
  const cached = known.get(id);
  if (cached !== undefined) return cached;
  known.set(id, false); // a cycle back to this module does not make it reachable
  const info = graph.getModuleInfo(id);
  const reachable: boolean =
    info !== null &&
    (info.isEntry ||
      info.importers.some(
        (importer) => !BARREL.test(importer) && staticallyImportedByEntry(graph, importer, known),
      ));
  known.set(id, reachable);
  return reachable;
}
const firstLoad = new Map<string, boolean>();

// The server serves `dist` under a CSP of `script-src 'self'; style-src 'self'`: no inline
// scripts, no runtime <style> tags, no inlined data: assets.
const accountServer = process.env.ACCOUNT_SERVER_URL ?? 'http://localhost:3000';

/**
 * The server-side render bundle (`vite build --ssr src/prerender/render-page.tsx`, decision 064):
 * one self-contained ES module set in `dist/.ssr/` (React, i18next and the app bundled in, since
 * the server's production install has none of them), loaded by the account server by path to
 * render the visitor screens for its own config. A dot-folder: the server never serves it, and
 * it is no part of any browser chunk.
 */
const ssrBuild = defineConfig({
  plugins: [react(), sonnerWithoutInjectedStyles()],
  ssr: { noExternal: true, target: 'node' },
  build: {
    target: 'node22',
    outDir: 'dist/.ssr',
    emptyOutDir: true,
    copyPublicDir: false,
    // Asset URLs as the browser build names them (`/assets/logo-….svg`; the CSP refuses data:).
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: { entryFileNames: '[name].mjs', chunkFileNames: 'chunks/[name]-[hash].mjs' },
    },
  },
});

const browserBuild = defineConfig({
  plugins: [react(), sonnerWithoutInjectedStyles(), chunkModules(), precompress()],
  // `vite dev` talks to a locally running account server: the one `npm run dev` starts
  // (ACCOUNT_SERVER_URL, from its PORT and HOST: scripts/dev-target.mjs), else port 3000.
  server: {
    proxy: {
      '/api': accountServer,
      '/_dev': accountServer,
    },
  },
  // Sonner must go through the transform above in dev too, so it is not pre-bundled.
  optimizeDeps: { exclude: ['sonner'] },
  build: {
    target: 'es2022',
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    // dist/.vite/manifest.json: scripts/check-bundle-budget.mjs reads the first load from it.
    manifest: true,
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
    // Keep ES module evaluation order across chunks (the `framework` and `shared` groups below
    // move modules out of the chunks that import them).
    rolldownOptions: {
      output: {
        strictExecutionOrder: true,
        // Two chunks per language, each its texts' module with the namespaces it exports: the
        // first screens' (`locale-de-…js`, first-screen.ts) and the signed-in screens'
        // (`locale-de-signed-in-…js`, signed-in.ts). Only the shown language's load, the second
        // once a signed-in screen mounts (locale-loaders.ts). No chunk group: a group would move
        // the namespaces out of the module's chunk and leave an extra facade chunk per part.
        chunkFileNames: (chunk) => {
          const part =
            /[\\/]src[\\/]i18n[\\/]locales[\\/]([^\\/]+)[\\/](first-screen|signed-in)\.ts$/.exec(
              chunk.facadeModuleId ?? '',
            );
          if (!part) return 'assets/[name]-[hash].js';
          return `assets/locale-${part[1]}${part[2] === 'signed-in' ? '-signed-in' : ''}-[hash].js`;
        },
        // No catch-all vendor chunk: it would pull lazily used libraries (the toaster) into the
        // first load. The phone rule's metadata (libphonenumber) has its own chunk: only screens
        // that check a phone number load it.
        codeSplitting: {
          groups: [
            { name: 'phone-metadata', test: /[\\/]node_modules[\\/]libphonenumber-js[\\/]/ },
            // The libraries every screen runs, the first one included: one chunk, not one per
            // set of importers (fewer requests before the first paint).
            {
              name: 'framework',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|wouter|regexparam|use-sync-external-store|i18next|react-i18next|zod|js-cookie)[\\/]/,
            },
            // The app code of the first load that lazy screens share. Only the first load's: code
            // that only lazy screens share (the country list, the legal document dialog) would
            // otherwise ride along in it.
            {
              name: (id, graph) =>
                staticallyImportedByEntry(graph, id, firstLoad) ? 'shared' : null,
              test: /[\\/](apps[\\/]web|packages[\\/]contract)[\\/]src[\\/]/,
              minShareCount: 2,
            },
          ],
        },
      },
    },
  },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? ssrBuild : browserBuild));
