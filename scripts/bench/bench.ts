// `npm run bench`: the server benchmark (issue 11). Loopback only, bounded in time, and it stops
// everything it starts.
//
// 0. The common-password blocklist: load time, memory and look-ups per second (password-blocklist.ts).
// 1. The hashing floor: argon2id verifications per second on every core, with the server's own
//    code and parameters (hash-floor.ts), right before and right after the sign-in load; the
//    sign-in's ratio to it takes the mean of the two, and the range of the two alone (with a note
//    when the floor moved by more than a tenth). Each load also prints the server's main
//    thread's CPU per request: the work besides the hashes, without their drift; the sign-in also
//    prints libuv's pool's (the hashes') CPU and its share, measured in the same seconds.
// 2. For each database — PGlite in a temporary DATA_DIR, and PostgreSQL in a fresh database it
//    creates and drops when DATABASE_URL or TEST_DATABASE_URL is set — it seeds 1,000 accounts
//    through the server's own repository and hashing code, starts the production build
//    (apps/server/dist/main.js) and loads it with autocannon at 16 connections: password sign-in,
//    user info, token refresh.
// 3. purge (PostgreSQL, issue 25): BENCH_PURGE_ROWS (1,000,000) expired rows in bulk, mostly
//    sessions with their tokens and codes, plus live and recently expired rows; sign-in alone, then
//    sign-in while the server's RetentionService purges (purge-rows.ts); purge time, rows/s, and
//    that no kept row went and no expired row stayed.
// 4. import (issue 34, PostgreSQL, not in the default list): BENCH_IMPORT_ROWS (1,000,000) users
//    imported by the admin tool's import-users (time, rows/s, peak memory of that process), then the
//    first sign-in of an imported bcrypt user (with its rehash to argon2id) and the second
//    (user-import.ts).
// 5. flood (issue 25): a server with the outer limit at BENCH_FLOOD_LIMIT (60) a minute; 127.0.0.1
//    floods the sign-in route (autocannon) while 127.0.0.2 (BENCH_OTHER_ADDRESS) signs in one
//    after the other; the share of 429s, when the first came, the other address's success and
//    latency, alone and during the flood. BENCH_REDIS_URL: the limit's counters in Redis.
// 6. scaleout (issue 38 goal 4, PostgreSQL + Redis, not in the default list): one, two and three
//    instances behind HAProxy; throughput and CPU per request; kill -9 of one under load
//    (scale-out.ts; BENCH_REDIS_URL, default redis://127.0.0.1:6379).
// 7. million (issue 38 goal 3, PostgreSQL, not in the default list): BENCH_MILLION_ACCOUNTS
//    (1,000,000) accounts, 10 activity rows and 2 sessions each, in SQL (million-rows.ts); sign-in,
//    user info, activity list, console user search and refresh with the loads' accounts spread over
//    all of them; the retention purge batch by batch and its pass with nothing left (million.ts);
//    the plans of one request of each kind through auto_explain (BENCH_PLANS_DIR, BENCH_PG_LOG).
// 5. shared (issue 33, decision 047): 500 people behind one address register and sign in through
//    the slider, then a script from that address asks for codes and challenges until refused
//    (shared-address.ts: the hour compressed, the work scaled; BENCH_SHARED_USERS).
//
// The client does what the web app does (request security `required`, the default): it fetches the
// public key, encrypts every password with it (compact JWE with its X25519 key, decision 060;
// BENCH_ENCRYPTION=rsa: RSA-OAEP, as clients before it) and sends the encrypted X-Client-Context
// header, with the contract's own helpers. The slider is off (SLIDER_REQUIRED=false): every sign-in
// would otherwise need a solved challenge, and the challenges are capped per client IP.
//
// Prints key=value lines; server CPU per request is the server process's own CPU time (utime +
// stime from /proc) over the run divided by the responses; on PostgreSQL the database backends'
// CPU is printed apart (db_cpu_ms_per_req).
//
// Environment: BENCH_DURATION (seconds per load, default 10), BENCH_CONNECTIONS (16),
// BENCH_PORT (3850; PostgreSQL uses the next one), BENCH_IMPORT_ROWS (1,000,000), BENCH_BUILD (0: reuse the existing server build),
// BENCH_PEER (better-auth, default; none: no peer), BENCH_PEER_PORT (BENCH_PORT + 3),
// BENCH_PEER_SIGNIN_DURATION (3 × BENCH_DURATION, at least 30),
// BENCH_LOG_LEVEL (server LOG_LEVEL, default info as in production), BENCH_DEADLINE_MINUTES (15), BENCH_DATABASES
// (pglite,postgres), BENCH_SCENARIOS (signin,userinfo,refresh,purge,flood,shared; also import, scaleout and million), BENCH_CPU_PROF (a directory: the server writes a --cpu-prof profile there),
// BENCH_SERVER_NODE_ARGS (Node options for the server under test, space-separated, e.g.
// `--max-semi-space-size=64`: for A/B runs of a runtime setting).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { Agent as HttpAgent, request as httpRequest } from 'node:http';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  apiPaths,
  authHeaderName,
  CLIENT_CONTEXT_HEADER,
  CONSOLE_SESSION_COOKIE,
  consolePaths,
  EncryptionPublicKey,
  encryptContext,
  encryptContextJwe,
  encryptPassword,
  encryptPasswordJwe,
  JwePublicKey,
  publicKeyResponseSchema,
  tokenPairSchema,
} from '@account-centre/contract';
// autocannon ships no types: the little this script uses of it.
import autocannonUntyped from 'autocannon';
import pg from 'pg';
import { migrate } from '../../apps/server/src/db/migrate.ts';
import { openDatabase } from '../../apps/server/src/db/open-database.ts';
import { hashPassword } from '../../apps/server/src/lib/passwords.ts';
import { createRetention } from '../../apps/server/src/modules/retention/retention.service.ts';
import { UserRepo } from '../../apps/server/src/modules/user/user.repo.ts';
import { measureHashFloor, type HashFloor } from './hash-floor.ts';
import { benchRetentionBatches, capturePlans, emptyPassWithoutIndexes } from './million.ts';
import { consoleSession, seedMillion } from './million-rows.ts';
import { measurePasswordBlocklist } from './password-blocklist.ts';
import {
  assertPeerSession,
  ensurePeerInstalled,
  peerSessionRequests,
  peerSignInMany,
  peerSignInRequests,
  peerVersion,
  startPeer,
} from './peer.ts';
import { mainThreadCpuMs, poolThreadsCpuMs, processCpuMs, processesCpuMs } from './process-cpu.ts';
import { benchScaleOut } from './scale-out.ts';
import { benchSharedAddress, SHARED_ADDRESS_ENV } from './shared-address.ts';
import { runImport, writeImportFile } from './user-import.ts';
import {
  insertExpiredRows,
  insertKeptRows,
  snapshot,
  snapshotRows,
  spreadExpiredRows,
  tableCounts,
} from './purge-rows.ts';

interface LoadRequest {
  method: 'GET' | 'POST';
  setupRequest: (request: Record<string, unknown>) => Record<string, unknown>;
  onResponse?: (status: number, body: string) => void;
}
interface AutocannonResult {
  requests: { total: number };
  '2xx': number;
  statusCodeStats: Record<string, { count: number } | undefined>;
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}
const autocannon = autocannonUntyped as unknown as (options: {
  url: string;
  connections: number;
  pipelining: number;
  duration: number;
  timeout: number;
  requests: LoadRequest[];
}) => Promise<AutocannonResult> & { stop: () => void };

const root = fileURLToPath(new URL('../../', import.meta.url));
const serverMain = join(root, 'apps/server/dist/main.js');

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const BASE_PORT = Number(process.env.BENCH_PORT ?? 3850);
const ACCOUNTS = 1000;
const PASSWORD = 'Bench-pass-1';
const TENANT = '000000';
const BRAND = 'aurora';
const CLIENT_ID = 'aurora-web';
const CLIENT_SECRET = 'aurora-web-secret';
const BASIC = `Basic ${Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString('base64')}`;
const CONTEXT = { region: 'eu', language: 'en', country: 'DE' } as const;
/** The whole run is killed after this long, whatever happens (BENCH_DEADLINE_MINUTES, 15). */
const DEADLINE_MS = Number(process.env.BENCH_DEADLINE_MINUTES ?? 15) * 60 * 1000;

const paths = apiPaths(BRAND);
const authHeader = authHeaderName(BRAND);
const children = new Set<ChildProcess>();
const cleanups: (() => Promise<void> | void)[] = [];

function print(key: string, value: string | number): void {
  const text = typeof value === 'number' ? String(Math.round(value * 1000) / 1000) : value;
  console.log(`${key}=${text}`);
}

function note(text: string): void {
  console.log(`# ${text}`);
}

// ---- the production build ------------------------------------------------------------------

/** The server's production build (the API is all this benchmark calls; bench:web builds the web). */
function ensureBuild(): void {
  if (process.env.BENCH_BUILD === '0' && existsSync(serverMain)) {
    note('reusing the existing server build (BENCH_BUILD=0)');
    return;
  }
  note('building the server (npm run build -w @account-centre/server)');
  const result = spawnSync('npm', ['run', 'build', '-w', '@account-centre/server'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error('the server build failed');
}

// ---- databases -------------------------------------------------------------------------------

interface Target {
  name: 'pglite' | 'postgres';
  /** Environment of the server for this database. */
  env: Record<string, string>;
  databaseUrl: string | undefined;
  dataDir: string;
}

async function pgliteTarget(): Promise<Target> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-pglite-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  return { name: 'pglite', env: { DATA_DIR: dataDir }, databaseUrl: undefined, dataDir };
}

async function postgresTarget(adminUrl: string): Promise<Target> {
  const name = `bench_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  cleanups.push(async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    } finally {
      await client.end();
    }
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-pg-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  return {
    name: 'postgres',
    // KEY_ENCRYPTION_SECRET is required with DATABASE_URL (decision 041).
    env: {
      DATABASE_URL: url.toString(),
      DATA_DIR: dataDir,
      KEY_ENCRYPTION_SECRET: randomBytes(48).toString('base64url'),
    },
    databaseUrl: url.toString(),
    dataDir,
  };
}

/**
 * The `million` scenario (issue 38 goal 3): BENCH_MILLION_ACCOUNTS accounts (1,000,000; 1000 for
 * the comparison run), the loads' accounts spread evenly over them (load slot i signs in account
 * i × spread).
 */
const MILLION_ACCOUNTS = Number(process.env.BENCH_MILLION_ACCOUNTS ?? 1_000_000);
let spread = 1;

/** The login name of account `i`. */
const emailOf = (i: number) => `bench-${String(i).padStart(4, '0')}@example.com`;

/**
 * 1,000 accounts through the server's own migrations, repository and argon2id code. One hash is
 * shared by all (same password, same cost to verify): hashing 1,000 times would only slow the seed.
 */
async function seed(target: Target): Promise<void> {
  const started = performance.now();
  const database = await openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir });
  try {
    await migrate(database.db);
    print(`${target.name}.seed_migrate_ms`, performance.now() - started);
    const users = new UserRepo(database.db);
    const passwordHash = await hashPassword(PASSWORD);
    await database.db.transaction().execute(async (trx) => {
      for (let i = 0; i < ACCOUNTS; i += 1) {
        const id = await users.insertIfAbsent(trx, {
          email: emailOf(i),
          tenantId: TENANT,
          productId: String(5_000_000_000 + i),
          passwordHash,
          country: CONTEXT.country,
          birthDate: '1990-01-01',
          language: 'en',
          agreementAcceptedAt: new Date(),
        });
        if (id === undefined) throw new Error(`seed: account ${i} not inserted`);
      }
    });
  } finally {
    await database.close();
  }
  print(`${target.name}.seed_ms`, performance.now() - started);
}

// ---- the server ------------------------------------------------------------------------------

interface Server {
  child: ChildProcess;
  // (the peer's PeerServer has the same shape)
  base: string;
  stop(): Promise<void>;
}

async function startServer(
  target: Target,
  port: number,
  extraEnv: Record<string, string> = {},
): Promise<Server> {
  const logFile = join(target.dataDir, 'server.log');
  const log = createWriteStream(logFile);
  const profileDir = process.env.BENCH_CPU_PROF;
  const nodeArgs =
    profileDir === undefined || profileDir === ''
      ? []
      : ['--cpu-prof', `--cpu-prof-dir=${join(profileDir, target.name)}`];
  const extraArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, ...extraArgs, serverMain], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
      OUTBOX: 'true',
      SLIDER_REQUIRED: 'false',
      // One load generator is one client address: the outer per-IP limit counts (its cost is
      // measured) but at its highest setting never cuts the load off.
      RATE_LIMIT_PER_MINUTE: '1000000',
      // autocannon keeps no device cookie: every sign-in would be a new device's double check.
      DOUBLE_CHECK_NEW_DEVICES: 'false',
      // The scheduled purge (a minute after the start) would run into the loads; the purge
      // scenario runs it itself.
      RETENTION_PURGE_INTERVAL_SECONDS: '0',
      PASSWORD_ENCRYPTION: 'required',
      CONTEXT_HEADER: 'required',
      SIGNATURES: 'required',
      ...target.env,
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const base = `http://127.0.0.1:${port}`;
  // A fresh PGlite migrates first: on a busy machine that takes a while.
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`server exited (${child.exitCode}); see ${logFile}`);
    try {
      const response = await fetch(`${base}/readyz`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start; see ${logFile}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    child,
    base,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        await exited;
        clearTimeout(timer);
      }
      children.delete(child);
    },
  };
}

// ---- the client (what the web app does) ------------------------------------------------------

interface ClientKeys {
  contextHeader: string;
  /** The encrypted password, one per account (as each browser encrypts its own). */
  encryptedPasswords: string[];
}

/** BENCH_ENCRYPTION: `jwe` (default, the web app since decision 060) or `rsa` (older clients). */
const ENCRYPTION = process.env.BENCH_ENCRYPTION === 'rsa' ? 'rsa' : 'jwe';

/** What a browser does with the `publickey` answer: its password and context encrypters. */
async function encrypters(base: string) {
  const response = await fetch(`${base}${paths.publicKey}`, { method: 'POST' });
  const info = publicKeyResponseSchema.parse(await response.json()).data;
  if (ENCRYPTION === 'jwe' && info.jweJwk) {
    const jwe = await JwePublicKey.import(info.jweJwk);
    return {
      password: (text: string) => encryptPasswordJwe(jwe, text),
      context: () => encryptContextJwe(jwe, CONTEXT),
    };
  }
  const key = await EncryptionPublicKey.import(info.jwk);
  return {
    password: (text: string) => encryptPassword(key, info.kid, text),
    context: () => encryptContext(key, info.kid, CONTEXT),
  };
}

async function clientKeys(base: string): Promise<ClientKeys> {
  const encrypt = await encrypters(base);
  const contextHeader = await encrypt.context();
  const encryptedPasswords: string[] = [];
  for (let i = 0; i < ACCOUNTS; i += 1) {
    encryptedPasswords.push(await encrypt.password(PASSWORD));
  }
  return { contextHeader, encryptedPasswords };
}

function signInTarget(keys: ClientKeys, i: number): string {
  const query = new URLSearchParams({
    grant_type: 'password',
    username: emailOf(i * spread),
    password: keys.encryptedPasswords[i] ?? '',
  });
  return `${paths.token}?${query.toString()}`;
}

/** Sessions for the user-info and refresh loads, signed in one after the other. */
async function signInMany(base: string, keys: ClientKeys, count: number) {
  const pairs: { access: string; refresh: string }[] = [];
  for (let i = 0; i < count; i += 1) {
    const response = await fetch(`${base}${signInTarget(keys, i)}`, {
      method: 'POST',
      headers: { authorization: BASIC, [CLIENT_CONTEXT_HEADER]: keys.contextHeader },
    });
    const body: unknown = await response.json();
    if (!response.ok)
      throw new Error(`sign-in answered ${response.status}: ${JSON.stringify(body)}`);
    const pair = tokenPairSchema.parse(body);
    pairs.push({ access: pair.access_token, refresh: pair.refresh_token });
  }
  return pairs;
}

// ---- loads -----------------------------------------------------------------------------------

interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  responses: number;
  /** 2xx responses. */
  ok: number;
  /** 429 responses (the outer rate limit). */
  limited: number;
  /** Wall-clock length of the load, seconds. */
  seconds: number;
  cpuMsPerRequest: number | undefined;
  /** Of `cpuMsPerRequest`, the server's main thread (its JavaScript and I/O, no hashing). */
  mainThreadCpuMsPerRequest: number | undefined;
  /** Of `cpuMsPerRequest`, libuv's pool: the password hashes and the Web Crypto jobs. */
  poolCpuMsPerRequest: number | undefined;
  dbCpuMsPerRequest: number | undefined;
}

/** Backend pids of the benchmark database (PostgreSQL): their CPU is the database's share. */
async function backendPids(databaseUrl: string | undefined): Promise<number[]> {
  if (databaseUrl === undefined) return [];
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query<{ pid: number }>(
      'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    );
    return result.rows.map((row) => row.pid);
  } finally {
    await client.end();
  }
}

/**
 * One autocannon load: for `seconds`, or — `{ until }` — until that promise settles (at most an
 * hour); then the rates are per wall-clock second of the load.
 */
async function load(
  server: Server,
  target: Pick<Target, 'databaseUrl'>,
  requests: LoadRequest[],
  length: number | { until: Promise<unknown> },
  connections = CONNECTIONS,
  /** Seconds autocannon waits for one answer. */
  timeout = 30,
): Promise<LoadResult> {
  const pid = server.child.pid ?? 0;
  const dbBefore = processesCpuMs(await backendPids(target.databaseUrl));
  const before = processCpuMs(pid);
  const mainBefore = mainThreadCpuMs(pid);
  const poolBefore = poolThreadsCpuMs(pid);
  const started = performance.now();
  const run = autocannon({
    url: server.base,
    connections,
    pipelining: 1,
    duration: typeof length === 'number' ? length : 3600,
    timeout,
    requests,
  });
  if (typeof length !== 'number') void length.until.finally(() => run.stop());
  const result = await run;
  const seconds = typeof length === 'number' ? length : (performance.now() - started) / 1000;
  const after = processCpuMs(pid);
  const mainAfter = mainThreadCpuMs(pid);
  const poolAfter = poolThreadsCpuMs(pid);
  const dbPidsAfter = await backendPids(target.databaseUrl);
  const dbAfter = processesCpuMs(dbPidsAfter);
  // Responses, good or bad, are what the server spent its CPU on.
  const responses = result.requests.total;
  const errors = result.errors + result.timeouts + result.non2xx;
  let dbCpu: number | undefined;
  if (target.databaseUrl !== undefined) {
    dbCpu = 0;
    for (const [dbPid, ms] of dbAfter) dbCpu += ms - (dbBefore.get(dbPid) ?? 0);
  }
  return {
    rps: responses / seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors,
    responses,
    ok: result['2xx'],
    limited: result.statusCodeStats['429']?.count ?? 0,
    seconds,
    cpuMsPerRequest:
      before === undefined || after === undefined || responses === 0
        ? undefined
        : (after - before) / responses,
    mainThreadCpuMsPerRequest:
      mainBefore === undefined || mainAfter === undefined || responses === 0
        ? undefined
        : (mainAfter - mainBefore) / responses,
    poolCpuMsPerRequest:
      poolBefore === undefined || poolAfter === undefined || responses === 0
        ? undefined
        : (poolAfter - poolBefore) / responses,
    dbCpuMsPerRequest: dbCpu === undefined || responses === 0 ? undefined : dbCpu / responses,
  };
}

function report(prefix: string, result: LoadResult): void {
  print(`${prefix}.rps`, result.rps);
  print(`${prefix}.p50_ms`, result.p50);
  print(`${prefix}.p99_ms`, result.p99);
  print(`${prefix}.errors`, result.errors);
  print(`${prefix}.responses`, result.responses);
  print(`${prefix}.cpu_ms_per_req`, result.cpuMsPerRequest ?? 'n/a');
  if (result.mainThreadCpuMsPerRequest !== undefined) {
    print(`${prefix}.main_thread_cpu_ms_per_req`, result.mainThreadCpuMsPerRequest);
  }
  if (result.dbCpuMsPerRequest !== undefined) {
    print(`${prefix}.db_cpu_ms_per_req`, result.dbCpuMsPerRequest);
  }
}

function signInRequests(keys: ClientKeys): LoadRequest[] {
  let next = 0;
  return [
    {
      method: 'POST',
      setupRequest: (request) => {
        const i = next % ACCOUNTS;
        next += 1;
        return {
          ...request,
          path: signInTarget(keys, i),
          headers: { authorization: BASIC, [CLIENT_CONTEXT_HEADER]: keys.contextHeader },
        };
      },
    },
  ];
}

function userInfoRequests(keys: ClientKeys, accessTokens: string[]): LoadRequest[] {
  let next = 0;
  return [
    {
      method: 'GET',
      setupRequest: (request) => {
        const token = accessTokens[next % accessTokens.length] ?? '';
        next += 1;
        return {
          ...request,
          path: paths.userInfo,
          headers: { [authHeader]: token, [CLIENT_CONTEXT_HEADER]: keys.contextHeader },
        };
      },
    },
  ];
}

/**
 * Refresh rotates the token: each call uses one up and its answer brings the next. A shared pool
 * holds more live tokens than there are connections; a call takes one, its answer puts the new one
 * back (reusing a token would end the session, as it should).
 */
function refreshRequests(keys: ClientKeys, refreshTokens: string[]): LoadRequest[] {
  const pool = [...refreshTokens];
  return [
    {
      method: 'POST',
      setupRequest: (request) => {
        const token = pool.shift() ?? 'pool-empty';
        const query = new URLSearchParams({ grant_type: 'refresh_token', refresh_token: token });
        return {
          ...request,
          path: `${paths.token}?${query.toString()}`,
          headers: { authorization: BASIC, [CLIENT_CONTEXT_HEADER]: keys.contextHeader },
        };
      },
      onResponse: (status, body) => {
        if (status !== 200) return;
        const parsed = tokenPairSchema.safeParse(JSON.parse(body));
        if (parsed.success) pool.push(parsed.data.refresh_token);
      },
    },
  ];
}

// ---- flat at a million (issue 38 goal 3) -----------------------------------------------------

/** The console session's cookie token of the `million` scenario (set by its seed). */
let consoleToken = '';

/** Accounts past the first 1,000, their activity and sessions, in bulk (million-rows.ts). */
async function seedMillionRows(target: Target): Promise<void> {
  const client = new pg.Client({ connectionString: target.databaseUrl });
  await client.connect();
  try {
    const result = await seedMillion(client, MILLION_ACCOUNTS, ACCOUNTS, TENANT, CLIENT_ID);
    const { rows } = await client.query<{ password_hash: string }>(
      'SELECT password_hash FROM users LIMIT 1',
    );
    consoleToken = await consoleSession(client, rows[0]?.password_hash ?? '');
    spread = Math.max(1, Math.floor(MILLION_ACCOUNTS / ACCOUNTS));
    const prefix = `${target.name}.million`;
    print(`${prefix}.accounts`, result.accounts);
    print(`${prefix}.activity_rows`, result.activity);
    print(`${prefix}.sessions`, result.sessions);
    print(`${prefix}.seed_s`, result.seconds);
    print(`${prefix}.database_size`, result.databaseSize);
    print(`${prefix}.spread`, spread);
  } finally {
    await client.end();
  }
}

function activityRequests(keys: ClientKeys, accessTokens: string[]): LoadRequest[] {
  return userInfoRequests(keys, accessTokens).map((request) => ({
    ...request,
    setupRequest: (options) => ({ ...request.setupRequest(options), path: paths.activity }),
  }));
}

function consoleSearchPath(i: number): string {
  const query = new URLSearchParams({ tenant: TENANT, account: emailOf(i * spread) });
  return `${consolePaths.users}?${query.toString()}`;
}

function consoleSearchRequests(): LoadRequest[] {
  let next = 0;
  return [
    {
      method: 'GET',
      setupRequest: (request) => {
        const path = consoleSearchPath(next % ACCOUNTS);
        next += 1;
        return {
          ...request,
          path,
          headers: { cookie: `${CONSOLE_SESSION_COOKIE}=${consoleToken}` },
        };
      },
    },
  ];
}

/** The activity list and the console's user search, after a warm-up each. */
async function benchMillionReads(
  server: Server,
  target: Target,
  keys: ClientKeys,
  sessions: { access: string }[],
): Promise<void> {
  const warm = Math.min(3, DURATION);
  const accessTokens = sessions.map((pair) => pair.access);
  const probe = await fetch(`${server.base}${consoleSearchPath(1)}`, {
    headers: { cookie: `${CONSOLE_SESSION_COOKIE}=${consoleToken}` },
  });
  const found = (await probe.json()) as { data?: { users?: unknown[] } };
  if (!probe.ok || found.data?.users?.length !== 1)
    throw new Error(`console search answered ${probe.status}: ${JSON.stringify(found)}`);
  await load(server, target, activityRequests(keys, accessTokens), warm);
  report(
    `${target.name}.activity`,
    await load(server, target, activityRequests(keys, accessTokens), DURATION),
  );
  await load(server, target, consoleSearchRequests(), warm);
  report(
    `${target.name}.console_search`,
    await load(server, target, consoleSearchRequests(), DURATION),
  );
}

/** The seeded expired rows through the purge's own batches; then the pass with nothing left. */
async function benchMillionPurge(target: Target): Promise<void> {
  const prefix = `${target.name}.retention`;
  const result = await benchRetentionBatches(target.databaseUrl ?? '', target.dataDir);
  const sorted = [...result.batchMs].sort((a, b) => a - b);
  const deleted = Object.values(result.deleted).reduce((sum, n) => sum + n, 0);
  print(`${prefix}.deleted`, deleted);
  print(`${prefix}.deleted_by_table`, JSON.stringify(result.deleted));
  print(`${prefix}.batches`, result.batchMs.length);
  print(`${prefix}.batch_p50_ms`, percentile(sorted, 50));
  print(`${prefix}.batch_p99_ms`, percentile(sorted, 99));
  print(
    `${prefix}.ms_per_1000_rows`,
    deleted === 0 ? 0 : (result.batchMs.reduce((sum, ms) => sum + ms, 0) * 1000) / deleted,
  );
  print(`${prefix}.empty_pass_ms`, result.emptyPassMs);
  print(
    `${prefix}.empty_pass_slowest`,
    `${result.emptyPassSlowest.table} ${Math.round(result.emptyPassSlowest.ms * 10) / 10} ms`,
  );
  // The same empty pass as it was before migration 0040 (its indexes dropped, rolled back).
  for (const { table, ms, plan } of await emptyPassWithoutIndexes(
    target.databaseUrl ?? '',
    target.dataDir,
  )) {
    print(`${prefix}.empty_batch_without_index.${table}_ms`, ms);
    withoutIndexPlans.push(`---- ${table} (migration 0040's index dropped)\n${plan}`);
  }
}

/** The plans of the empty pass without migration 0040's indexes (written with the others). */
const withoutIndexPlans: string[] = [];

/** One request of each kind on a server whose connections log their plans (auto_explain). */
async function millionPlans(target: Target, port: number): Promise<void> {
  const adminUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
  const databaseUrl = target.databaseUrl ?? '';
  const database = new URL(databaseUrl).pathname.slice(1);
  let base = '';
  let keys: ClientKeys | undefined;
  let pair: { access: string; refresh: string } | undefined;
  const keysOf = () => {
    if (!keys) throw new Error('plans: no keys');
    return keys;
  };
  const tokens = () => {
    if (!pair) throw new Error('plans: no sign-in');
    return pair;
  };
  const get = async (path: string, headers: Record<string, string>) => {
    const response = await fetch(`${base}${path}`, { headers });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`plans: ${path} answered ${response.status}`);
  };
  const plans = await capturePlans(
    adminUrl ?? '',
    database,
    async () => {
      const server = await startServer(target, port);
      base = server.base;
      keys = await clientKeys(server.base);
      return server;
    },
    [
      {
        kind: 'sign-in',
        run: async () => {
          [pair] = await signInMany(base, keysOf(), 1);
        },
      },
      {
        kind: 'user info',
        run: () =>
          get(paths.userInfo, {
            [authHeader]: tokens().access,
            [CLIENT_CONTEXT_HEADER]: keysOf().contextHeader,
          }),
      },
      {
        kind: 'refresh',
        run: async () => {
          const [next] = refreshRequests(keysOf(), [tokens().refresh]);
          const options = next?.setupRequest({}) as {
            path: string;
            headers: Record<string, string>;
          };
          const response = await fetch(`${base}${options.path}`, {
            method: 'POST',
            headers: options.headers,
          });
          const body = await response.text();
          if (!response.ok) throw new Error(`plans: refresh answered ${response.status}`);
          pair = {
            access: tokens().access,
            refresh: tokenPairSchema.parse(JSON.parse(body)).refresh_token,
          };
        },
      },
      {
        kind: 'activity list',
        run: () =>
          get(paths.activity, {
            [authHeader]: tokens().access,
            [CLIENT_CONTEXT_HEADER]: keysOf().contextHeader,
          }),
      },
      {
        kind: 'console user search',
        run: () =>
          get(consoleSearchPath(7), { cookie: `${CONSOLE_SESSION_COOKIE}=${consoleToken}` }),
      },
      {
        kind: 'retention purge (one batch per table, nothing left)',
        run: async () => {
          await benchRetentionBatches(databaseUrl, target.dataDir);
        },
      },
    ],
  );
  if (plans === undefined) {
    note('plans: PostgreSQL log not readable (BENCH_PG_LOG); no plans captured');
    return;
  }
  const file = join(
    process.env.BENCH_PLANS_DIR ?? tmpdir(),
    `bench-million-plans-${MILLION_ACCOUNTS}.log`,
  );
  const out = createWriteStream(file);
  for (const [kind, entries] of plans) {
    out.write(`==== ${kind}: ${entries.length} statements\n${entries.join('\n')}\n`);
    print(`${target.name}.plans.${kind.split(' ')[0]}`, entries.length);
  }
  out.write(`==== retention purge before migration 0040\n${withoutIndexPlans.join('\n')}\n`);
  await new Promise((resolve) => out.end(resolve));
  print(`${target.name}.plans_file`, file);
}

// ---- the purge under sign-in load (issue 25) ---------------------------------------------------

/** Expired rows of the purge scenario (BENCH_PURGE_ROWS; the recorded figure is 1,000,000). */
const PURGE_ROWS = Number(process.env.BENCH_PURGE_ROWS ?? 1_000_000);
/** Live and recently expired rows of each kind that must survive the purge. */
const KEPT_PER_TABLE = 2000;
/** The configuration's defaults (RETENTION_*, ACTIVITY_RETENTION_DAYS). */
const RETENTION = {
  retention: {
    purgeIntervalSeconds: 0,
    expiredDays: 7,
    endedSessionDays: 30,
    sentMessageDays: 7,
    deadMessageDays: 30,
    batchSize: 1000,
  },
  activityRetentionDays: 180,
};

/**
 * PostgreSQL only: fills the tables with PURGE_ROWS expired rows and some kept ones, measures
 * sign-in alone, then sign-in while the purge runs (the server's own RetentionService, as
 * `npm run admin -- purge` and the schedule run it, default batch size and pause), until it ends.
 */
async function benchPurge(server: Server, target: Target, keys: ClientKeys): Promise<void> {
  const prefix = `${target.name}.purge`;
  const client = new pg.Client({ connectionString: target.databaseUrl });
  await client.connect();
  try {
    const fillStarted = performance.now();
    await insertKeptRows(client, TENANT, CLIENT_ID, KEPT_PER_TABLE);
    // Kept: the live and recently expired rows, and the sessions the earlier loads signed in.
    const kept = await snapshot(client, 'bench_kept');
    const spread = spreadExpiredRows(PURGE_ROWS);
    await insertExpiredRows(client, spread, TENANT, CLIENT_ID);
    print(`${prefix}.fill_ms`, performance.now() - fillStarted);
    const expired = await snapshot(client, 'bench_expired', 'bench_kept');
    print(`${prefix}.expired_rows`, expired);
    print(`${prefix}.expired_spread`, JSON.stringify(spread));
    print(`${prefix}.kept_rows`, kept);
    print(`${prefix}.rows_before`, JSON.stringify(await tableCounts(client)));
    const { rows: size } = await client.query<{ size: string }>(
      'SELECT pg_size_pretty(pg_database_size(current_database())) AS size',
    );
    print(`${prefix}.database_size_before`, size[0]?.size ?? 'n/a');

    await load(server, target, signInRequests(keys), Math.min(3, DURATION));
    const alone = await load(server, target, signInRequests(keys), DURATION);
    report(`${prefix}.signin_alone`, alone);

    const database = await openDatabase({
      databaseUrl: target.databaseUrl,
      dataDir: target.dataDir,
    });
    try {
      const purge = createRetention(RETENTION, database).purge();
      const during = await load(server, target, signInRequests(keys), { until: purge });
      const result = await purge;
      if (result.skipped) throw new Error('purge skipped: the lock was held');
      const deleted = Object.values(result.deleted).reduce((sum, n) => sum + n, 0);
      report(`${prefix}.signin_during`, during);
      print(`${prefix}.load_seconds`, during.seconds);
      print(`${prefix}.purge_ms`, result.milliseconds);
      print(`${prefix}.deleted`, deleted);
      print(`${prefix}.deleted_by_table`, JSON.stringify(result.deleted));
      print(`${prefix}.rows_per_s`, deleted / (result.milliseconds / 1000));
      print(`${prefix}.rows_after`, JSON.stringify(await tableCounts(client)));
      // Nothing live went: every kept row is there, every expired one is gone, and the purge
      // deleted exactly as many rows as were expired (so no row the loads created either).
      print(`${prefix}.kept_rows_lost`, (await snapshotRows(client, 'bench_kept')).gone);
      print(`${prefix}.expired_rows_left`, (await snapshotRows(client, 'bench_expired')).present);
      print(`${prefix}.deleted_minus_expired`, deleted - expired);
    } finally {
      await database.close();
    }
  } finally {
    await client.end();
  }
}

// ---- one address floods, another signs in (issue 25) ---------------------------------------------

/** The outer limit of the flood scenario (RATE_LIMIT_PER_MINUTE; BENCH_FLOOD_LIMIT). */
const FLOOD_LIMIT = Number(process.env.BENCH_FLOOD_LIMIT ?? 60);
/** The other address, a second loopback address (Linux routes all of 127.0.0.0/8 to lo). */
const OTHER_ADDRESS = process.env.BENCH_OTHER_ADDRESS ?? '127.0.0.2';
/** The other address's pace: one sign-in, then this pause (under the limit: < 60 a minute). */
const OTHER_PAUSE_MS = 1000;

/** One sign-in of the steady client: when it started (performance.now()), how long, status. */
interface Attempt {
  at: number;
  ms: number;
  status: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? 0
    : (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0);

/** One client at `localAddress` signing in one after the other, with a pause, until `stop`. */
async function steadySignIns(
  base: string,
  keys: ClientKeys,
  localAddress: string,
  stop: Promise<unknown>,
): Promise<Attempt[]> {
  let stopped = false;
  void stop.finally(() => {
    stopped = true;
  });
  const agent = new HttpAgent({ keepAlive: true, maxSockets: 1 });
  const url = new URL(base);
  const attempts: Attempt[] = [];
  let i = 500;
  try {
    while (!stopped) {
      const at = performance.now();
      const status = await new Promise<number>((resolve, reject) => {
        const request = httpRequest(
          {
            agent,
            localAddress,
            host: url.hostname,
            port: url.port,
            method: 'POST',
            path: signInTarget(keys, i % ACCOUNTS),
            headers: {
              authorization: BASIC,
              [CLIENT_CONTEXT_HEADER]: keys.contextHeader,
              'content-length': '0',
            },
          },
          (response) => {
            response.resume();
            response.on('end', () => resolve(response.statusCode ?? 0));
            response.on('error', reject);
          },
        );
        request.on('error', reject);
        request.end();
      });
      attempts.push({ at, ms: performance.now() - at, status });
      i += 1;
      await new Promise((resolve) => setTimeout(resolve, OTHER_PAUSE_MS));
    }
  } finally {
    agent.destroy();
  }
  return attempts;
}

function reportSteady(prefix: string, attempts: Attempt[]): void {
  const statuses: Record<string, number> = {};
  for (const { status } of attempts) statuses[status] = (statuses[status] ?? 0) + 1;
  const latencies = attempts.map((attempt) => attempt.ms).sort((a, b) => a - b);
  print(`${prefix}.attempts`, attempts.length);
  print(
    `${prefix}.success_rate`,
    attempts.length === 0 ? 0 : (statuses[200] ?? 0) / attempts.length,
  );
  print(`${prefix}.statuses`, JSON.stringify(statuses));
  print(`${prefix}.p50_ms`, percentile(latencies, 50));
  print(`${prefix}.p99_ms`, percentile(latencies, 99));
}

/**
 * A server with the outer limit at FLOOD_LIMIT a minute: first the other address signs in alone,
 * then 127.0.0.1 floods the sign-in route with autocannon (valid credentials, as credential
 * stuffing would) while the other address keeps signing in.
 */
async function benchFlood(target: Target, port: number): Promise<void> {
  const prefix = `${target.name}.flood`;
  const redisUrl = process.env.BENCH_REDIS_URL;
  // The counters in PostgreSQL outlive the earlier server (its sign-ins from 127.0.0.1 would count
  // against the flood's first minute): the flood starts on fresh windows.
  if (target.databaseUrl !== undefined) {
    const client = new pg.Client({ connectionString: target.databaseUrl });
    await client.connect();
    await client.query('DELETE FROM rate_limit_hits').finally(() => client.end());
  }
  const server = await startServer(target, port, {
    RATE_LIMIT_PER_MINUTE: String(FLOOD_LIMIT),
    ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
  });
  try {
    const keys = await clientKeys(server.base);
    print(`${prefix}.limit_per_minute`, FLOOD_LIMIT);
    print(`${prefix}.other_address`, OTHER_ADDRESS);
    print(
      `${prefix}.store`,
      redisUrl ? 'redis' : target.databaseUrl === undefined ? 'memory' : 'database',
    );
    const aloneFor = new Promise((resolve) => setTimeout(resolve, DURATION * 1000));
    reportSteady(
      `${prefix}.other_alone`,
      await steadySignIns(server.base, keys, OTHER_ADDRESS, aloneFor),
    );

    const floodFor = DURATION * 2;
    const started = performance.now();
    let firstLimitedMs: number | undefined;
    let okBeforeCut = 0;
    const requests = signInRequests(keys).map((request) => ({
      ...request,
      onResponse: (status: number) => {
        if (status === 429) firstLimitedMs ??= performance.now() - started;
        else if (status === 200 && firstLimitedMs === undefined) okBeforeCut += 1;
      },
    }));
    let floodEnded: () => void = () => undefined;
    const floodDone = new Promise<void>((resolve) => {
      floodEnded = resolve;
    });
    const other = steadySignIns(server.base, keys, OTHER_ADDRESS, floodDone);
    const flood = await load(server, target, requests, floodFor).finally(() => floodEnded());
    print(`${prefix}.flood_seconds`, floodFor);
    print(`${prefix}.flood_responses`, flood.responses);
    print(`${prefix}.flood_rps`, flood.rps);
    print(`${prefix}.flood_ok`, flood.ok);
    print(`${prefix}.flood_429`, flood.limited);
    print(`${prefix}.flood_429_share`, flood.responses === 0 ? 0 : flood.limited / flood.responses);
    print(`${prefix}.flood_first_429_ms`, firstLimitedMs ?? 'none');
    print(`${prefix}.flood_ok_before_first_429`, okBeforeCut);
    print(`${prefix}.flood_cpu_ms_per_req`, flood.cpuMsPerRequest ?? 'n/a');
    const during = await other;
    reportSteady(`${prefix}.other_during`, during);
    // Before the flood is cut off its allowed sign-ins share the CPU; after, only 429s.
    if (firstLimitedMs !== undefined) {
      const cut = started + firstLimitedMs;
      reportSteady(
        `${prefix}.other_before_cut`,
        during.filter((attempt) => attempt.at < cut),
      );
      reportSteady(
        `${prefix}.other_after_cut`,
        during.filter((attempt) => attempt.at >= cut),
      );
    }
  } finally {
    await server.stop();
  }
}

async function hashFloor(prefix: string): Promise<HashFloor> {
  const floor = await measureHashFloor(5);
  print(`${prefix}.hash_floor.per_s`, floor.perSecond);
  print(`${prefix}.hash_floor.parameters`, `argon2id ${floor.parameters}`);
  print(`${prefix}.hash_floor.workers`, floor.workers);
  print(`${prefix}.hash_floor.cpu_ms_per_hash`, floor.cpuMsPerHash);
  return floor;
}

/** Beyond this relative move of the floor between before and after, a run's ratio is not read. */
const FLOOR_DRIFT_LIMIT = 0.1;

/**
 * The sign-in ratio against each floor alone (the range the host's drift allows), and a note when
 * one hash's CPU moved by more than a tenth during the load: on a shared host it moved by a third
 * within a minute (BENCHMARKS.md, 2026-11-30), more than any change to the sign-in.
 */
function printFloorDrift(prefix: string, before: number, after: number, perSignIn: number): void {
  const low = Math.min(before, after);
  const high = Math.max(before, after);
  const range = `${(low / perSignIn).toFixed(3)}–${(high / perSignIn).toFixed(3)}`;
  print(`${prefix}.signin_floor_ratio_cpu.range`, range);
  const drift = (high - low) / low;
  if (drift > FLOOR_DRIFT_LIMIT) {
    note(
      `${prefix}: one hash's CPU moved by ${Math.round(drift * 100)} % during the sign-in load ` +
        `(${before.toFixed(1)} → ${after.toFixed(1)} ms): this run's ratio is not readable, run it again`,
    );
  }
}

/** Issue 34: the import of BENCH_IMPORT_ROWS users, then an imported bcrypt user's sign-ins. */
async function benchImport(server: Server, target: Target): Promise<void> {
  const rows = Number(process.env.BENCH_IMPORT_ROWS ?? 1_000_000);
  const file = join(target.dataDir, 'import.jsonl');
  const email = 'imported-bcrypt@bench.example';
  const written = performance.now();
  await writeImportFile(file, rows, email, PASSWORD);
  print(`${target.name}.import.file_write_ms`, performance.now() - written);
  const result = await runImport(root, file, rows, {
    ...target.env,
    DATABASE_URL: target.databaseUrl ?? '',
    OUTBOX: 'true',
    LOG_LEVEL: 'warn',
  });
  rmSync(file, { force: true });
  print(`${target.name}.import.rows`, result.rows);
  print(`${target.name}.import.seconds`, result.seconds);
  print(`${target.name}.import.rows_per_s`, result.rowsPerSecond);
  print(`${target.name}.import.peak_rss_mib`, result.peakRssMiB);
  note(result.output.trim().split('\n').at(-1) ?? '');
  const encrypt = await encrypters(server.base);
  const contextHeader = await encrypt.context();
  for (const which of ['first_with_rehash', 'second_argon2id'] as const) {
    const query = new URLSearchParams({
      grant_type: 'password',
      username: email,
      password: await encrypt.password(PASSWORD),
    });
    const started = performance.now();
    const answer = await fetch(`${server.base}${paths.token}?${query.toString()}`, {
      method: 'POST',
      headers: { authorization: BASIC, [CLIENT_CONTEXT_HEADER]: contextHeader },
    });
    const ms = performance.now() - started;
    if (!answer.ok)
      throw new Error(`imported sign-in answered ${answer.status}: ${await answer.text()}`);
    print(`${target.name}.import.signin_${which}_ms`, ms);
  }
}

/** Issue 38 goal 4: instances behind HAProxy on one PostgreSQL and one Redis (scale-out.ts). */
async function scaleOut(target: Target, port: number): Promise<void> {
  const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
  let keys: ClientKeys | undefined;
  const keysOf = (): ClientKeys => {
    if (keys === undefined) throw new Error('scaleout: no instance has started');
    return keys;
  };
  await benchScaleOut({
    prefix: `${target.name}.scaleout`,
    startInstance: async (instancePort) => {
      const instance = await startServer(target, instancePort, { REDIS_URL: redisUrl });
      keys ??= await clientKeys(instance.base);
      return instance;
    },
    signIn: (i) => ({
      method: 'POST',
      path: signInTarget(keysOf(), i),
      headers: { authorization: BASIC, [CLIENT_CONTEXT_HEADER]: keysOf().contextHeader },
    }),
    userInfo: (accessToken) => ({
      method: 'GET',
      path: paths.userInfo,
      headers: { [authHeader]: accessToken, [CLIENT_CONTEXT_HEADER]: keysOf().contextHeader },
    }),
    accounts: ACCOUNTS,
    databasePids: () => backendPids(target.databaseUrl),
    firstPort: port + 10,
    duration: DURATION,
    connections: CONNECTIONS,
    workDir: target.dataDir,
    print,
    note,
  });
}

/** Server CPU per request of the loads a peer is compared with (ms; undefined: not run). */
interface OwnFigures {
  signin?: number;
  userinfo?: number;
  /** CPU ms of one argon2id verification alone (the hashing floor of this run). */
  hash?: number;
}

async function benchTarget(target: Target, port: number): Promise<OwnFigures> {
  const figures: OwnFigures = {};
  await seed(target);
  const scenarios = (
    process.env.BENCH_SCENARIOS ?? 'signin,userinfo,refresh,purge,flood,shared'
  ).split(',');
  const million = scenarios.includes('million') && target.databaseUrl !== undefined;
  if (scenarios.includes('million') && !million) note('million: PostgreSQL only');
  if (million) {
    await seedMillionRows(target);
    for (const load of ['signin', 'userinfo', 'refresh']) {
      if (!scenarios.includes(load)) scenarios.push(load);
    }
  }
  const server = await startServer(target, port);
  try {
    const keys = await clientKeys(server.base);
    const warm = Math.min(3, DURATION);
    if (scenarios.includes('signin')) {
      // Warm-up (JIT, connection pools, caches), not reported.
      await load(server, target, signInRequests(keys), warm);
      // The floor right before and right after the sign-in load (the server idle), so that it
      // sees the machine of the load: on a shared host one hash's CPU drifts by a tenth or more
      // within minutes, and the ratio takes the mean of the two.
      const before = await hashFloor(target.name);
      const signIn = await load(server, target, signInRequests(keys), DURATION);
      const after = await measureHashFloor(5);
      print(`${target.name}.hash_floor_after.cpu_ms_per_hash`, after.cpuMsPerHash);
      const floor = {
        perSecond: (before.perSecond + after.perSecond) / 2,
        cpuMsPerHash: (before.cpuMsPerHash + after.cpuMsPerHash) / 2,
      };
      figures.hash = floor.cpuMsPerHash;
      report(`${target.name}.signin`, signIn);
      figures.signin = signIn.cpuMsPerRequest;
      print(`${target.name}.signin_floor_ratio`, signIn.rps / floor.perSecond);
      // The same ratio from CPU time, robust on a busy machine: the share of a sign-in's server
      // CPU that is the password hash (what rps / floor tends to when the CPU is the limit).
      if (signIn.cpuMsPerRequest !== undefined) {
        const perSignIn = signIn.cpuMsPerRequest;
        print(`${target.name}.signin_floor_ratio_cpu`, floor.cpuMsPerHash / perSignIn);
        printFloorDrift(target.name, before.cpuMsPerHash, after.cpuMsPerHash, perSignIn);
        const pool = signIn.poolCpuMsPerRequest;
        if (pool !== undefined) {
          // Measured in the same seconds as the sign-in's whole CPU, so the host's drift cancels:
          // the share of a sign-in's CPU spent in libuv's pool (the hash, and the JWE's ~0.1 ms
          // of Web Crypto), and what a hash costs there against the floor, which ran alone.
          print(`${target.name}.signin.pool_cpu_ms_per_req`, pool);
          print(`${target.name}.signin_pool_share_cpu`, pool / perSignIn);
          print(`${target.name}.signin_pool_over_floor`, pool / floor.cpuMsPerHash);
        }
      }
    }

    const sessions = await signInMany(server.base, keys, CONNECTIONS * 4);
    if (scenarios.includes('userinfo')) {
      const accessTokens = sessions.map((pair) => pair.access);
      await load(server, target, userInfoRequests(keys, accessTokens), warm);
      const userInfo = await load(server, target, userInfoRequests(keys, accessTokens), DURATION);
      report(`${target.name}.userinfo`, userInfo);
      figures.userinfo = userInfo.cpuMsPerRequest;
    }
    if (million) await benchMillionReads(server, target, keys, sessions);
    if (scenarios.includes('refresh')) {
      // One pool for warm-up and run: the warm-up's answers feed the run.
      const refresh = refreshRequests(
        keys,
        sessions.map((pair) => pair.refresh),
      );
      await load(server, target, refresh, warm);
      report(`${target.name}.refresh`, await load(server, target, refresh, DURATION));
    }
    if (million) await benchMillionPurge(target);
    if (scenarios.includes('purge')) {
      if (target.databaseUrl === undefined) note('purge: PostgreSQL only (the recorded figure)');
      else await benchPurge(server, target, keys);
    }
    if (scenarios.includes('import')) {
      if (target.databaseUrl === undefined) note('import: PostgreSQL only (the recorded figure)');
      else await benchImport(server, target);
    }
  } finally {
    await server.stop();
  }
  if (million) await millionPlans(target, port + 20);
  // A server of its own: the outer limit as the flood scenario sets it.
  if (scenarios.includes('flood')) await benchFlood(target, port);
  if (scenarios.includes('scaleout')) {
    if (target.databaseUrl === undefined) note('scaleout: PostgreSQL only (instances share it)');
    else await scaleOut(target, port);
  }
  if (scenarios.includes('shared')) {
    const shared = await startServer(target, port, SHARED_ADDRESS_ENV);
    try {
      await benchSharedAddress(shared.base, `${target.name}.shared`, print);
    } finally {
      await shared.stop();
    }
  }
  return figures;
}

// ---- the peer (issue 38 goal 5) -----------------------------------------------------------------

/** BENCH_PEER: `better-auth` (default) or `none`. */
const PEER = process.env.BENCH_PEER ?? 'better-auth';
/** The goals: our sign-in CPU ≥ 6× better than the peer's, the session read ≥ 3×. */
const PEER_GOALS = { signin: 6, userinfo: 3 } as const;
/**
 * The peer's sign-in load runs longer (BENCH_PEER_SIGNIN_DURATION, default 3 × BENCH_DURATION, at
 * least 30 s): its sign-in costs ~3 × ours (62–65 ms CPU against 21–24 ms on 2026-11-29), so at
 * 16 connections its first answers come seconds in, and CPU per answer needs enough answers
 * inside the window.
 */
const PEER_SIGNIN_DURATION = Number(
  process.env.BENCH_PEER_SIGNIN_DURATION ?? Math.max(30, DURATION * 3),
);

/**
 * better-auth in a process of its own (peer.ts), the same accounts, connections, warm-up and
 * length as ours; prints its CPU per request and the ratios peer ÷ ours for each database run.
 */
async function benchPeer(own: Map<string, OwnFigures>): Promise<void> {
  const scenarios = (
    process.env.BENCH_SCENARIOS ?? 'signin,userinfo,refresh,purge,flood,shared'
  ).split(',');
  const wantSignIn = scenarios.includes('signin');
  const wantRead = scenarios.includes('userinfo');
  if (!wantSignIn && !wantRead) return;
  ensurePeerInstalled();
  print('peer.name', `better-auth ${peerVersion()} (node:sqlite, scrypt, email + password)`);
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-peer-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const started = performance.now();
  const peer = await startPeer({
    port: Number(process.env.BENCH_PEER_PORT ?? BASE_PORT + 3),
    dataDir,
    accounts: ACCOUNTS,
    password: PASSWORD,
    children,
  });
  print('peer.start_and_seed_ms', performance.now() - started);
  const target = { databaseUrl: undefined };
  const figures: OwnFigures = {};
  try {
    const warm = Math.min(3, DURATION);
    if (wantSignIn) {
      await load(peer, target, peerSignInRequests(peer.base, emailOf, ACCOUNTS, PASSWORD), warm);
      const signIn = await load(
        peer,
        target,
        peerSignInRequests(peer.base, emailOf, ACCOUNTS, PASSWORD),
        PEER_SIGNIN_DURATION,
        CONNECTIONS,
        PEER_SIGNIN_DURATION,
      );
      report('peer.signin', signIn);
      figures.signin = signIn.cpuMsPerRequest;
    }
    if (wantRead) {
      const cookies = await peerSignInMany(peer.base, emailOf, CONNECTIONS * 4, PASSWORD);
      await assertPeerSession(peer.base, cookies[0] ?? '');
      await load(peer, target, peerSessionRequests(cookies), warm);
      const read = await load(peer, target, peerSessionRequests(cookies), DURATION);
      // A session that stopped being read answers `null` with 200: check one after the load.
      await assertPeerSession(peer.base, cookies[cookies.length - 1] ?? '');
      report('peer.session_read', read);
      figures.userinfo = read.cpuMsPerRequest;
    }
  } finally {
    await peer.stop();
  }
  for (const [database, ours] of own) {
    for (const key of ['signin', 'userinfo'] as const) {
      const theirs = figures[key];
      const mine = ours[key];
      if (theirs === undefined || mine === undefined) continue;
      const ratio = theirs / mine;
      const name = key === 'signin' ? 'signin' : 'session_read';
      print(`ratio.${name}.${database}`, ratio);
      print(
        `ratio.${name}.${database}.goal`,
        `${PEER_GOALS[key]} (${ratio >= PEER_GOALS[key] ? 'met' : 'not met'})`,
      );
    }
    // The best sign-in ratio a sign-in could reach here if it cost nothing but its argon2id hash
    // (OWASP's parameters): the peer's sign-in CPU ÷ the hash's.
    if (figures.signin !== undefined && ours.hash !== undefined) {
      print(`ratio.signin.${database}.ceiling`, figures.signin / ours.hash);
    }
  }
}

// ---- main ------------------------------------------------------------------------------------

function machine(): void {
  const list = cpus();
  print('machine.nproc', list.length);
  print('machine.cpu', list[0]?.model ?? 'unknown');
  print('machine.memory_gib', totalmem() / 1024 ** 3);
  print('machine.node', process.version);
  print('date', new Date().toISOString());
}

async function main(): Promise<void> {
  ensureBuild();
  machine();
  print('config.connections', CONNECTIONS);
  print('config.duration_s', DURATION);
  print('config.accounts', ACCOUNTS);
  print(
    'config.request_security',
    'required (encrypted passwords, context header; signatures required but no benchmarked call is signed)',
  );
  print(
    'config.encryption',
    ENCRYPTION === 'jwe' ? 'JWE ECDH-ES X25519 + A256GCM' : 'RSA-OAEP-256',
  );
  print('config.slider', 'off (SLIDER_REQUIRED=false)');
  print(
    'config.double_check_new_devices',
    'off (no cookie jar; the known-device look-up still runs)',
  );
  print('config.log_level', process.env.BENCH_LOG_LEVEL ?? 'info');

  const blocklist = measurePasswordBlocklist();
  print('password_blocklist.entries', blocklist.entries);
  print('password_blocklist.load_ms', blocklist.loadMs);
  print('password_blocklist.heap_mb', blocklist.heapMb);
  print('password_blocklist.lookups_per_s', blocklist.lookupsPerSecond);
  print('password_blocklist.us_per_lookup', blocklist.microsecondsPerLookup);

  const wanted = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
  const adminUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
  const own = new Map<string, OwnFigures>();
  if (wanted.includes('pglite'))
    own.set('pglite', await benchTarget(await pgliteTarget(), BASE_PORT));
  if (wanted.includes('postgres')) {
    if (adminUrl) {
      own.set('postgres', await benchTarget(await postgresTarget(adminUrl), BASE_PORT + 1));
    } else {
      note('PostgreSQL skipped: set DATABASE_URL or TEST_DATABASE_URL');
    }
  }
  if (PEER !== 'none') await benchPeer(own);
}

async function cleanUp(): Promise<void> {
  for (const child of children) child.kill('SIGKILL');
  for (const cleanup of cleanups.reverse()) {
    try {
      await cleanup();
    } catch (error) {
      console.error(`cleanup: ${(error as Error).message}`);
    }
  }
}

const deadline = setTimeout(() => {
  console.error(`bench: over ${DEADLINE_MS / 60000} minutes, stopping`);
  void cleanUp().finally(() => process.exit(1));
}, DEADLINE_MS);
deadline.unref();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void cleanUp().finally(() => process.exit(130)));
}

mkdirSync(tmpdir(), { recursive: true });
main()
  .then(cleanUp, async (error: unknown) => {
    console.error(error);
    await cleanUp();
    process.exitCode = 1;
  })
  .finally(() => clearTimeout(deadline));
