// `npm run dev`: the account server (apps/server, `tsx watch`: restarts on every change, on PORT,
// 3000 by default), the Vite dev server of the web app (apps/web, React Fast Refresh, port 5173,
// which proxies /api and /_dev to the account server) and the Vite dev server of the support
// console (apps/console, port 5174, /console/, which proxies /console/api). The proxies follow the
// server's PORT and HOST (environment, then apps/server/.env; scripts/dev-target.mjs). Output is
// prefixed with each one's name; Ctrl+C, or any one ending, stops them all.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { accountServerTargetFor } from './dev-target.mjs';

const serverDir = fileURLToPath(new URL('../apps/server', import.meta.url));
const target = accountServerTargetFor(process.env, serverDir);
console.log(
  `[dev] the web app (http://localhost:5173) and the console (http://localhost:5174/console/) proxy to ${target}`,
);

const processes = [
  { name: 'server', args: ['run', 'dev', '-w', '@account-centre/server'] },
  { name: 'web', args: ['run', 'dev', '-w', '@account-centre/web'] },
  { name: 'console', args: ['run', 'dev', '-w', '@account-centre/console'] },
].map(({ name, args }) => {
  // Its own process group, so that stopping it stops what npm started under it.
  const child = spawn('npm', args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
    env: { ...process.env, ACCOUNT_SERVER_URL: target },
  });
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream.setEncoding('utf8');
    stream.on('data', (text) => {
      const lines = (rest + text).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) process.stdout.write(`[${name}] ${line}\n`);
    });
  }
  return { name, child };
});

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const { child } of processes) {
    if (child.exitCode === null) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    }
  }
  process.exitCode = code;
}
for (const { name, child } of processes) {
  child.on('exit', (code) => {
    if (!stopping) console.log(`[${name}] ended (${code ?? 'signal'}); stopping the others`);
    stop(code ?? 1);
  });
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
