import { relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { minifySync, type Plugin } from 'vite';

/** One module of a chunk: its path (relative to the web app) and its minified and gzip size. */
export type ChunkModule = { id: string; raw: number; gzip: number };

/** A module's code as it ships: minified, gzip-compressed alone. */
function measure(id: string, code: string | null): { raw: number; gzip: number } {
  if (code === null) return { raw: 0, gzip: 0 };
  const minified = minifySync(id, code, { compress: false, mangle: { toplevel: false } });
  const bytes = Buffer.from(minified.errors.length > 0 ? code : minified.code);
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

/**
 * Writes `.vite/chunk-modules.json` — for each JavaScript chunk of the build, the modules it holds
 * with their minified and gzip size (each module minified and compressed alone, so the figures
 * compare modules; they add up to a little more than the chunk's own sizes). scripts/check-bundle-budget.mjs reads it
 * to prove which framework the first load runs and to name what weighs the most.
 */
export function chunkModules(): Plugin {
  let root = '';
  return {
    name: 'chunk-modules',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks: Record<string, ChunkModule[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks[output.fileName] = Object.entries(output.modules)
          .filter(([, module]) => module.renderedLength > 0)
          .map(([id, module]) => ({
            id: relative(root, id.replace(/^\0/, '')).replaceAll('\\', '/'),
            ...measure(id, module.code),
          }))
          .sort((a, b) => b.gzip - a.gzip);
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/chunk-modules.json',
        source: `${JSON.stringify(chunks, null, 1)}\n`,
      });
    },
  };
}
