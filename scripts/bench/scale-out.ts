// Scale-out on a real proxy (issue 38 goal 4, `BENCH_SCENARIOS=scaleout`, PostgreSQL and Redis):
// one, two and three server instances behind HAProxy (Debian's `haproxy`; `apt-get install -y
// haproxy`), all on one PostgreSQL database and one Redis. For each count: sign-in and user-info
// throughput through the proxy, the instances' CPU per request summed, and the database's. Then,
// with three instances under a sign-in load, `kill -9` of one of them: every sign-in the proxy
// answered 200 must still have its session afterwards (no accepted write lost), and the requests
// that failed must be no more than those in flight on the killed instance (the load's connections).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
// autocannon ships no types: the little this script uses of it.
import autocannonUntyped from 'autocannon';
import { processCpuMs } from './process-cpu.ts';

export interface ScaleOutInstance {
  child: ChildProcess;
  base: string;
  stop(): Promise<void>;
}

/** A request of the load, as the client (the web app) sends it. */
export interface BenchRequest {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
}

export interface ScaleOutOptions {
  prefix: string;
  /** Starts one server instance on `port` (the database, Redis and secret of the run). */
  startInstance(port: number): Promise<ScaleOutInstance>;
  /** The sign-in of account `i` (encrypted password, context header). */
  signIn(i: number): BenchRequest;
  /** The user-info call with `accessToken`. */
  userInfo(accessToken: string): BenchRequest;
  accounts: number;
  /** The PIDs of the database's backends: their CPU is the database's share. */
  databasePids(): Promise<number[]>;
  firstPort: number;
  duration: number;
  connections: number;
  workDir: string;
  print(key: string, value: string | number): void;
  note(text: string): void;
}

interface AutocannonResult {
  requests: { total: number };
  '2xx': number;
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}
type Setup = (request: Record<string, unknown>) => Record<string, unknown>;
const autocannon = autocannonUntyped as unknown as (options: {
  url: string;
  connections: number;
  pipelining: number;
  duration: number;
  timeout: number;
  requests: { method: string; setupRequest: Setup }[];
}) => Promise<AutocannonResult>;

const HAPROXY = '/usr/sbin/haproxy';
const MAX_INSTANCES = 3;

/**
 * HAProxy in front of `ports`: round robin, health checks on /readyz; a request that finds an
 * instance gone (connection refused) goes to another one.
 */
function haproxyConfig(listen: number, ports: readonly number[]): string {
  return [
    'global',
    '  maxconn 2048',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 60s',
    '  timeout server 60s',
    // A loaded instance answers /readyz slowly: that is not a dead one (a dead one refuses at once).
    '  timeout check 3s',
    // Only a request that never reached a server is sent to another: a write is never repeated.
    '  retries 3',
    '  retry-on conn-failure',
    '  option redispatch',
    'frontend account_centre',
    `  bind 127.0.0.1:${listen}`,
    '  default_backend instances',
    'backend instances',
    '  balance roundrobin',
    '  option httpchk GET /readyz',
    ...ports.map((port, i) => `  server i${i + 1} 127.0.0.1:${port} check inter 1s fall 2 rise 2`),
    '',
  ].join('\n');
}

async function startProxy(
  workDir: string,
  listen: number,
  ports: readonly number[],
): Promise<{ base: string; stop(): Promise<void> }> {
  const file = join(workDir, `haproxy-${ports.length}.cfg`);
  writeFileSync(file, haproxyConfig(listen, ports));
  const child = spawn(HAPROXY, ['-db', '-f', file], { stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const base = `http://127.0.0.1:${listen}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`haproxy exited (${child.exitCode})`);
    try {
      if ((await fetch(`${base}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('haproxy did not answer /readyz');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    base,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}

function cpuOf(pids: readonly number[]): number {
  return pids.reduce((sum, pid) => sum + (processCpuMs(pid) ?? 0), 0);
}

/** CPU the database's backends used since `before` (a backend that ended meanwhile is not counted). */
async function databaseCpuSince(
  options: ScaleOutOptions,
  before: ReadonlyMap<number, number>,
): Promise<number> {
  let used = 0;
  for (const pid of await options.databasePids()) {
    used += (processCpuMs(pid) ?? 0) - (before.get(pid) ?? 0);
  }
  return used;
}

/** One autocannon load through the proxy; CPU per response summed over the instances. */
async function loadThrough(
  options: ScaleOutOptions,
  base: string,
  instances: readonly ScaleOutInstance[],
  next: () => BenchRequest,
  seconds: number,
) {
  const pids = instances.map((instance) => instance.child.pid ?? 0);
  const before = cpuOf(pids);
  const dbBefore = new Map(
    (await options.databasePids()).map((pid) => [pid, processCpuMs(pid) ?? 0] as const),
  );
  const result = await autocannon({
    url: base,
    connections: options.connections,
    pipelining: 1,
    duration: seconds,
    timeout: 30,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => {
          const { method, path, headers } = next();
          return { ...request, method, path, headers };
        },
      },
    ],
  });
  const responses = result.requests.total;
  const dbUsed = await databaseCpuSince(options, dbBefore);
  return {
    rps: responses / seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    cpuMsPerRequest: responses === 0 ? 0 : (cpuOf(pids) - before) / responses,
    dbCpuMsPerRequest: responses === 0 ? 0 : dbUsed / responses,
  };
}

async function send(
  base: string,
  request: BenchRequest,
): Promise<{ status: number; body: string }> {
  try {
    const response = await fetch(`${base}${request.path}`, {
      method: request.method,
      headers: request.headers,
    });
    return { status: response.status, body: await response.text() };
  } catch {
    return { status: 0, body: '' };
  }
}

/** Access tokens for the user-info load, signed in through the proxy one after the other. */
async function signInSome(options: ScaleOutOptions, base: string, count: number) {
  const tokens: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const answer = await send(base, options.signIn(i % options.accounts));
    if (answer.status !== 200) throw new Error(`sign-in answered ${answer.status}: ${answer.body}`);
    tokens.push((JSON.parse(answer.body) as { access_token: string }).access_token);
  }
  return tokens;
}

/**
 * Three instances under sign-in load from `connections` clients; one is killed (SIGKILL) after a
 * third of the run. Afterwards every token the proxy handed out must still open the user info.
 */
async function killOneUnderLoad(
  options: ScaleOutOptions,
  base: string,
  victim: ScaleOutInstance,
): Promise<void> {
  const prefix = `${options.prefix}.kill9`;
  const accepted: string[] = [];
  let failed = 0;
  let sent = 0;
  let account = 0;
  const stopAt = Date.now() + options.duration * 1000;
  const killAt = Date.now() + (options.duration * 1000) / 3;
  let killed = false;
  const killer = (async () => {
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, killAt - Date.now())));
    victim.child.kill('SIGKILL');
    killed = true;
  })();
  let failedAfterKill = 0;
  await Promise.all(
    Array.from({ length: options.connections }, async () => {
      while (Date.now() < stopAt) {
        const i = account % options.accounts;
        account += 1;
        sent += 1;
        const answer = await send(base, options.signIn(i));
        if (answer.status === 200) {
          accepted.push((JSON.parse(answer.body) as { access_token: string }).access_token);
        } else {
          failed += 1;
          if (killed) failedAfterKill += 1;
        }
      }
    }),
  );
  await killer;
  let lost = 0;
  for (const token of accepted) {
    const answer = await send(base, options.userInfo(token));
    if (answer.status !== 200) lost += 1;
  }
  options.print(`${prefix}.sent`, sent);
  options.print(`${prefix}.accepted`, accepted.length);
  options.print(`${prefix}.failed`, failed);
  options.print(`${prefix}.failed_after_kill`, failedAfterKill);
  options.print(`${prefix}.in_flight_bound`, options.connections);
  options.print(`${prefix}.accepted_lost`, lost);
  options.print(`${prefix}.verdict`, lost === 0 && failed <= options.connections ? 'pass' : 'FAIL');
}

export async function benchScaleOut(options: ScaleOutOptions): Promise<void> {
  if (spawnSync(HAPROXY, ['-v']).status !== 0) {
    options.note(`scaleout: ${HAPROXY} is missing (apt-get install -y haproxy); skipped`);
    return;
  }
  const instancePorts = Array.from({ length: MAX_INSTANCES }, (_, i) => options.firstPort + 1 + i);
  const proxyPort = options.firstPort;
  const instances: ScaleOutInstance[] = [];
  try {
    for (const port of instancePorts) instances.push(await options.startInstance(port));
    let tokens: string[] = [];
    for (let count = 1; count <= MAX_INSTANCES; count += 1) {
      const serving = instances.slice(0, count);
      const proxy = await startProxy(options.workDir, proxyPort, instancePorts.slice(0, count));
      try {
        if (tokens.length === 0)
          tokens = await signInSome(options, proxy.base, options.connections * 4);
        let account = 0;
        const signInNext = () => options.signIn(account++ % options.accounts);
        let read = 0;
        const userInfoNext = () => options.userInfo(tokens[read++ % tokens.length] ?? '');
        // Warm-up of the instances this count adds, not reported.
        await loadThrough(options, proxy.base, serving, signInNext, 2);
        for (const [name, next] of [
          ['signin', signInNext],
          ['userinfo', userInfoNext],
        ] as const) {
          const result = await loadThrough(options, proxy.base, serving, next, options.duration);
          const prefix = `${options.prefix}.instances_${count}.${name}`;
          options.print(`${prefix}.rps`, result.rps);
          options.print(`${prefix}.p50_ms`, result.p50);
          options.print(`${prefix}.p99_ms`, result.p99);
          options.print(`${prefix}.errors`, result.errors);
          options.print(`${prefix}.cpu_ms_per_req`, result.cpuMsPerRequest);
          options.print(`${prefix}.db_cpu_ms_per_req`, result.dbCpuMsPerRequest);
        }
        if (count === MAX_INSTANCES) {
          const victim = instances[1];
          if (victim) await killOneUnderLoad(options, proxy.base, victim);
        }
      } finally {
        await proxy.stop();
      }
    }
  } finally {
    for (const instance of instances) await instance.stop();
  }
}
