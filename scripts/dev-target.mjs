// Where `npm run dev`'s Vite dev servers (web app, console) send their API calls: the account
// server that `npm run dev` starts, on the port and interface it listens on. The server reads PORT
// and HOST from its environment, then from `.env` in its working directory (apps/server/.env under
// `npm run dev`); so does this. Wildcard interfaces (0.0.0.0, ::) are reached on loopback.
import { existsSync, readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';

const DEFAULT_PORT = '3000';
const WILDCARDS = new Set(['0.0.0.0', '::', '[::]']);

/**
 * The account server's URL from the environment (winning) and the text of its `.env` file.
 * Throws on a PORT that is not a TCP port, as the server would refuse to start with it.
 */
export function accountServerTarget(env, envFileText = '') {
  const file = envFileText ? parseEnv(envFileText) : {};
  const port = env.PORT || file.PORT || DEFAULT_PORT;
  if (!/^\d{1,5}$/.test(port) || Number(port) < 1 || Number(port) > 65535) {
    throw new Error(`PORT must be a TCP port (1-65535), not ${port}`);
  }
  const given = env.HOST || file.HOST || 'localhost';
  const host = WILDCARDS.has(given) ? '127.0.0.1' : given;
  return `http://${host.includes(':') && !host.startsWith('[') ? `[${host}]` : host}:${port}`;
}

/** The target for the server started in `serverDir` (its `.env`, when there is one). */
export function accountServerTargetFor(env, serverDir) {
  const envFile = `${serverDir}/.env`;
  return accountServerTarget(env, existsSync(envFile) ? readFileSync(envFile, 'utf8') : '');
}
