import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { WebAppConfig } from '@account-centre/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { RenderJob, WorkerInput, WorkerMessage } from '#prerender-worker.ts';

/** The web build's server-side render bundle (apps/web/vite.config.ts), inside WEB_DIST_DIR. */
export const RENDER_BUNDLE = join('.ssr', 'render-page.mjs');

/** How long a request waits for its screen's first render before it gets the shell. */
export const RENDER_WAIT_MS = 3000;

/** The worker's file: the TypeScript source beside `src/`, or the build's `dist/` bundle. */
const WORKER_FILE = import.meta.url.endsWith('/src/plugins/screen-renderer.ts')
  ? new URL('../prerender-worker.ts', import.meta.url)
  : new URL('./prerender-worker.js', import.meta.url);

/** A screen to render: the request's screen, brand, language and host default country. */
export interface ScreenVariant {
  path: string;
  brand: string;
  language: string;
  country: string;
}

export interface ScreenRenderer {
  /**
   * The whole page of a visitor screen, rendered with this server's config on first use and
   * kept; `undefined` for a path that is no visitor screen, a render that failed (logged once)
   * or one not done within `RENDER_WAIT_MS` (it is kept when it finishes).
   */
  page(variant: ScreenVariant): Promise<string | undefined>;
  /** Starts the worker now (the first `page` call starts it otherwise). */
  start(): void;
  close(): Promise<void>;
}

const keyOf = ({ path, brand, language, country }: ScreenVariant) =>
  `${path} ${brand} ${language} ${country}`;

/**
 * The host a screen is rendered at: the host default country is all the page takes from it
 * (spec §4: CN for local hosts, else DE), as in the build's prerender.
 */
const hostnameFor = (country: string) => (country === 'CN' ? 'localhost' : 'example.com');

/**
 * Renders the web app's visitor screens for the running config (decision 064) in a worker
 * thread, on first request, and keeps each page. `undefined` when the web build has no render
 * bundle.
 */
export function screenRenderer(options: {
  distDir: string;
  appConfig: WebAppConfig;
  template: string;
  log: FastifyBaseLogger;
}): ScreenRenderer | undefined {
  const bundle = join(options.distDir, RENDER_BUNDLE);
  if (!existsSync(bundle)) return undefined;
  const { log } = options;
  const pages = new Map<string, Promise<string | undefined>>();
  const waiting = new Map<number, (message: WorkerMessage) => void>();
  let worker: Worker | undefined;
  let screens: Promise<readonly string[]> | undefined;
  let nextId = 0;
  let rendered = 0;

  const start = (): Promise<readonly string[]> => {
    if (screens) return screens;
    const startedAt = performance.now();
    const input: WorkerInput = { bundle, config: options.appConfig, template: options.template };
    const thread = new Worker(WORKER_FILE, { workerData: input });
    worker = thread;
    thread.unref();
    screens = new Promise<readonly string[]>((resolve) => {
      thread.on('message', (message: WorkerMessage) => {
        if (message.type === 'ready') {
          log.info(
            {
              screens: message.screens,
              brands: ['first', 'second'],
              languages: options.appConfig.languages,
              countries: ['DE', 'CN'],
              milliseconds: Math.round(performance.now() - startedAt),
            },
            'visitor screens are served prerendered: rendered for this config on first request',
          );
          resolve(message.screens);
          return;
        }
        waiting.get(message.id)?.(message);
        waiting.delete(message.id);
      });
      thread.on('error', (error) => {
        log.error({ err: error, bundle }, 'visitor screen renderer failed: serving the shell');
        resolve([]);
        for (const answer of waiting.values()) answer({ type: 'failed', id: -1, error: 'ended' });
        waiting.clear();
      });
    });
    return screens;
  };

  const render = async (variant: ScreenVariant): Promise<string | undefined> => {
    if (!(await start()).includes(variant.path) || worker === undefined) return undefined;
    const id = nextId++;
    const job: RenderJob = {
      id,
      variant: { ...variant, hostname: hostnameFor(variant.country) },
    };
    const message = await new Promise<WorkerMessage>((resolve) => {
      waiting.set(id, resolve);
      worker?.postMessage(job);
    });
    if (message.type === 'page') {
      rendered += 1;
      log.debug(
        { ...variant, milliseconds: Math.round(message.milliseconds), rendered },
        'visitor screen rendered',
      );
      return message.html;
    }
    log.warn(
      { ...variant, error: message.type === 'failed' ? message.error : undefined },
      'visitor screen not prerendered: its render failed, the shell is served',
    );
    return undefined;
  };

  return {
    start: () => void start(),
    page: (variant) => {
      const key = keyOf(variant);
      let page = pages.get(key);
      if (page === undefined) {
        page = render(variant);
        pages.set(key, page);
      }
      const timeout = new Promise<undefined>((resolve) => {
        setTimeout(() => resolve(undefined), RENDER_WAIT_MS).unref();
      });
      return Promise.race([page, timeout]);
    },
    close: async () => {
      await worker?.terminate();
    },
  };
}
