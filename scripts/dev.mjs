// `npm run dev`: the account server (apps/server, `tsx watch`: restarts on every change, port 3000)
// and the Vite dev server of the web app (apps/web, React Fast Refresh, port 5173, which proxies
// /api and /_dev to the account server). Output is prefixed with each one's name; Ctrl+C, or
// either one ending, stops both.
import { spawn } from 'node:child_process';

const processes = [
  { name: 'server', args: ['run', 'dev', '-w', '@account-centre/server'] },
  { name: 'web', args: ['run', 'dev', '-w', '@account-centre/web'] },
].map(({ name, args }) => {
  // Its own process group, so that stopping it stops what npm started under it.
  const child = spawn('npm', args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
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
    if (!stopping) console.log(`[${name}] ended (${code ?? 'signal'}); stopping the other one`);
    stop(code ?? 1);
  });
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
