// The user import of issue 34 (`BENCH_SCENARIOS=import`, PostgreSQL): writes a JSON Lines file of
// BENCH_IMPORT_ROWS (1,000,000) users with bcrypt hashes (cost 10, as old systems stored them),
// runs the admin tool's `import-users` on it as a separate process (the production build), and
// samples that process's resident memory every 100 ms for its peak. Prints the time, rows/s and
// peak RSS. One of the rows is a user whose password the caller then signs in with, to time the
// first sign-in of an imported bcrypt user (bcrypt verification + argon2id rehash) against the
// second (argon2id).
import { spawn } from 'node:child_process';
import { createWriteStream, readFileSync, rmSync } from 'node:fs';
import { once } from 'node:events';
import { join } from 'node:path';
import bcrypt from 'bcrypt';

export interface ImportBenchResult {
  rows: number;
  seconds: number;
  rowsPerSecond: number;
  peakRssMiB: number;
  output: string;
}

/** Writes the file: row 0 is `signInEmail` with `password`; every row shares one bcrypt hash. */
export async function writeImportFile(
  path: string,
  rows: number,
  signInEmail: string,
  password: string,
): Promise<void> {
  const signInHash = await bcrypt.hash(password, 10);
  const sharedHash = await bcrypt.hash('Old-system-pass-1', 10);
  const out = createWriteStream(path);
  const agreements = [
    { kind: 'user-agreement', version: 1, acceptedAt: '2024-01-01T00:00:00Z' },
    { kind: 'privacy-policy', version: 1, acceptedAt: '2024-01-01T00:00:00Z' },
  ];
  for (let i = 0; i < rows; i += 1) {
    const line = JSON.stringify({
      email: i === 0 ? signInEmail : `imported-${i}@bench.example`,
      country: 'DE',
      birthDate: '1990-01-01',
      language: 'en',
      agreements,
      password: { scheme: 'bcrypt', hash: i === 0 ? signInHash : sharedHash },
    });
    if (!out.write(`${line}\n`)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'close');
}

function rssKiB(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** Runs `node apps/server/dist/admin.js import-users <file>` and measures it. */
export async function runImport(
  root: string,
  file: string,
  rows: number,
  env: Record<string, string>,
): Promise<ImportBenchResult> {
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [join(root, 'apps/server/dist/admin.js'), 'import-users', file, '--report', `${file}.refused`],
    { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let peak = 0;
  const sampler = setInterval(() => {
    if (child.pid !== undefined) peak = Math.max(peak, rssKiB(child.pid));
  }, 100);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const [code] = (await once(child, 'exit')) as [number | null];
  clearInterval(sampler);
  rmSync(`${file}.refused`, { force: true });
  if (code !== 0) throw new Error(`import-users exited with ${code}: ${output}`);
  const seconds = (performance.now() - started) / 1000;
  return { rows, seconds, rowsPerSecond: rows / seconds, peakRssMiB: peak / 1024, output };
}
