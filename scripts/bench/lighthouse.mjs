// `npm run bench:web`: Lighthouse on /login and on a signed-in /home (an account registered and
// signed in first, in the same Chromium: sign-in.mjs), mobile and desktop presets, in Debian's Chromium
// (headless, offline: loopback only) against the production build served by the real server on
// PGlite in a temporary DATA_DIR. Prints the performance, accessibility and best-practices scores
// as key=value lines, and each audit that lost points (`# …` lines). Stops what it starts.
//
// Environment: BENCH_BUILD=0 reuses an existing build; BENCH_WEB_PORT (default 3852); CHROME_PATH
// (default /usr/bin/chromium); BENCH_WEB_REPORT_DIR writes the JSON reports there.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { signInForBench } from './sign-in.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const port = Number(process.env.BENCH_WEB_PORT ?? 3852);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const DEADLINE_MS = 8 * 60 * 1000;

let server;
let chrome;
const dataDir = mkdtempSync(join(tmpdir(), 'bench-web-'));

async function cleanUp() {
  try {
    // chrome-launcher's kill() returns nothing in some versions, a promise in others.
    await chrome?.kill();
  } catch {
    // already gone
  }
  if (server && server.exitCode === null && server.signalCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    const timer = setTimeout(() => server.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  }
  rmSync(dataDir, { recursive: true, force: true });
}

function ensureBuild() {
  const built =
    existsSync(join(root, 'apps/server/dist/main.js')) &&
    existsSync(join(root, 'apps/web/dist/index.html'));
  if (process.env.BENCH_BUILD === '0' && built) {
    console.log('# reusing the existing build (BENCH_BUILD=0)');
    return;
  }
  console.log('# building (npm run build)');
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error('npm run build failed');
}

async function startServer() {
  server = spawn(process.execPath, [join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  // A fresh PGlite migrates first: on a busy machine that takes a while.
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server exited (${server.exitCode})`);
    try {
      if ((await fetch(`${base}/readyz`)).ok) return base;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not start');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function audit(url, preset, name = 'login') {
  const flags = {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
    // /home needs the session the sign-in left in the browser's storage.
    disableStorageReset: name === 'home',
  };
  const config = preset === 'desktop' ? desktopConfig : undefined;
  let result = await lighthouse(url, flags, config);
  // Chromium sometimes records a trace without its navigation start; Lighthouse asks for a rerun.
  for (let retry = 0; retry < 2 && result?.lhr.runtimeError?.code === 'NO_NAVSTART'; retry += 1) {
    console.log(`# ${preset}: ${result.lhr.runtimeError.code}, running again`);
    result = await lighthouse(url, flags, config);
  }
  if (!result) throw new Error(`lighthouse gave no result (${preset})`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`lighthouse ${preset}: ${lhr.runtimeError.message}`);
  // The signed-in page, not the sign-in form it sends a visitor without a session to.
  const shown = new URL(lhr.finalDisplayedUrl).pathname;
  if (shown !== new URL(url).pathname)
    throw new Error(`lighthouse ${preset}: ${url} showed ${shown}`);
  const reportDir = process.env.BENCH_WEB_REPORT_DIR;
  if (reportDir) {
    mkdirSync(reportDir, { recursive: true });
    writeFileSync(join(reportDir, `${name}-${preset}.json`), JSON.stringify(lhr, null, 2));
  }
  for (const id of CATEGORIES) {
    console.log(
      `lighthouse.${name}.${preset}.${id}=${Math.round((lhr.categories[id]?.score ?? 0) * 100)}`,
    );
  }
  for (const metric of [
    'first-contentful-paint',
    'largest-contentful-paint',
    'total-blocking-time',
    'cumulative-layout-shift',
    'speed-index',
  ]) {
    const value = lhr.audits[metric];
    if (value)
      console.log(
        `lighthouse.${name}.${preset}.${metric}=${value.displayValue ?? value.numericValue}`,
      );
  }
  // What lost points: audits that count in a category and did not pass.
  for (const id of CATEGORIES) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const item = lhr.audits[ref.id];
      if (ref.weight > 0 && item && item.score !== null && item.score < 1) {
        console.log(
          `# ${name} ${preset} ${id}: ${ref.id} score ${item.score} ${item.displayValue ?? ''} — ${item.title}`,
        );
      }
    }
  }
}

async function main() {
  ensureBuild();
  const base = await startServer();
  chrome = await chromeLauncher.launch({ chromePath, chromeFlags: FLAGS, logLevel: 'silent' });
  console.log(
    `lighthouse.version=${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}`,
  );
  console.log(
    `lighthouse.chromium=${(await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()).Browser}`,
  );
  console.log(`date=${new Date().toISOString()}`);
  console.log(
    `load=${(await import('node:os'))
      .loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}`,
  );
  for (const preset of ['mobile', 'desktop']) await audit(`${base}/login`, preset);
  await signInForBench(base, chrome.port);
  for (const preset of ['mobile', 'desktop']) await audit(`${base}/home`, preset, 'home');
}

const deadline = setTimeout(() => {
  console.error('bench:web: over the time limit, stopping');
  void cleanUp().finally(() => process.exit(1));
}, DEADLINE_MS);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => void cleanUp().finally(() => process.exit(130)));
}
main()
  .then(cleanUp, async (error) => {
    console.error(error);
    await cleanUp();
    process.exitCode = 1;
  })
  .finally(() => clearTimeout(deadline));
