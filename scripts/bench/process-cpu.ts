// CPU time a process has used so far (user + system), read from /proc/<pid>/stat: robust on a
// shared machine, since it counts only what that process itself ran, not the wall clock.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

let ticksPerSecond: number | undefined;

function clockTicks(): number {
  if (ticksPerSecond === undefined) {
    try {
      ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());
    } catch {
      ticksPerSecond = 100;
    }
    if (!Number.isFinite(ticksPerSecond) || ticksPerSecond <= 0) ticksPerSecond = 100;
  }
  return ticksPerSecond;
}

/** Milliseconds of CPU (utime + stime) of `pid`, or undefined when it cannot be read (no /proc). */
export function processCpuMs(pid: number): number | undefined {
  return cpuMsOf(`/proc/${pid}/stat`);
}

/**
 * Milliseconds of CPU of the main thread of `pid` alone (its JavaScript, not libuv's pool where the
 * password hashes run, nor V8's helper threads), or undefined without /proc.
 */
export function mainThreadCpuMs(pid: number): number | undefined {
  return cpuMsOf(`/proc/${pid}/task/${pid}/stat`);
}

/**
 * Milliseconds of CPU of the threads of libuv's pool in `pid` (named `libuv-worker`): the password
 * hashes, and the Web Crypto jobs (the JWE's key agreement and AES-GCM). Undefined without /proc.
 * A thread that ended meanwhile takes its time with it: the pool's threads live as long as the
 * process.
 */
export function poolThreadsCpuMs(pid: number): number | undefined {
  let tasks: string[];
  try {
    tasks = readdirSync(`/proc/${pid}/task`);
  } catch {
    return undefined;
  }
  let total = 0;
  for (const task of tasks) {
    let name: string;
    try {
      name = readFileSync(`/proc/${pid}/task/${task}/comm`, 'utf8').trim();
    } catch {
      continue;
    }
    if (name === 'libuv-worker') total += cpuMsOf(`/proc/${pid}/task/${task}/stat`) ?? 0;
  }
  return total;
}

function cpuMsOf(statFile: string): number | undefined {
  try {
    const stat = readFileSync(statFile, 'utf8');
    // Fields after the command name (which may hold spaces), from field 3 (state) on.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const utime = Number(fields[11]);
    const stime = Number(fields[12]);
    return ((utime + stime) * 1000) / clockTicks();
  } catch {
    return undefined;
  }
}

/** CPU milliseconds of several processes; a process gone meanwhile counts as 0. */
export function processesCpuMs(pids: readonly number[]): Map<number, number> {
  const out = new Map<number, number>();
  for (const pid of pids) out.set(pid, processCpuMs(pid) ?? 0);
  return out;
}
