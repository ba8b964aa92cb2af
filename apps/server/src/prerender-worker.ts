/**
 * The worker thread that renders the web app's visitor screens for this server's config
 * (decision 064; started by plugins/screen-renderer.ts). It loads the web build's server-side
 * render bundle (`<WEB_DIST_DIR>/.ssr/render-page.mjs`) by path — the server never imports the
 * web app's source — and renders one screen at a time (the bundle's runtime and i18next are
 * singletons, and its in-memory Web Storage lives in this thread only, away from the server's
 * globals). Plain Node: only `node:` imports and erasable types, so it runs as the `.ts` source
 * (tests, `npm run dev`) and as `dist/prerender-worker.js` (the build).
 */
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';

/** What the server asks for: one screen, as apps/web/src/prerender/render-page.tsx names it. */
export interface RenderJob {
  id: number;
  variant: { path: string; brand: string; language: string; hostname: string };
}

export type WorkerMessage =
  | { type: 'ready'; screens: readonly string[] }
  | { type: 'page'; id: number; html: string; milliseconds: number }
  | { type: 'failed'; id: number; error: string };

export interface WorkerInput {
  /** Absolute path of the render bundle. */
  bundle: string;
  /** The app config the server fills into its pages (WebAppConfig). */
  config: unknown;
  /** The build's `index.html`. */
  template: string;
}

interface RenderBundle {
  PRERENDERED_PATHS: readonly string[];
  renderPage(variant: RenderJob['variant'], config: unknown): Promise<unknown>;
  pageDocument(template: string, rendered: unknown): string;
}

const port = parentPort;
if (port === null) throw new Error('prerender-worker runs as a worker thread');
const input = workerData as WorkerInput;
const bundle = (await import(pathToFileURL(input.bundle).href)) as RenderBundle;

let queue = Promise.resolve();
port.on('message', (job: RenderJob) => {
  queue = queue.then(async () => {
    const started = performance.now();
    let message: WorkerMessage;
    try {
      const rendered = await bundle.renderPage(job.variant, input.config);
      const html = bundle.pageDocument(input.template, rendered);
      message = { type: 'page', id: job.id, html, milliseconds: performance.now() - started };
    } catch (error) {
      message = { type: 'failed', id: job.id, error: String(error) };
    }
    port.postMessage(message);
  });
});
port.postMessage({ type: 'ready', screens: bundle.PRERENDERED_PATHS } satisfies WorkerMessage);
