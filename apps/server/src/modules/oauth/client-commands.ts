import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { clientIdSchema, OAUTH_SCOPES } from '@account-centre/contract';
import type { Kysely } from 'kysely';
import type { Config } from '#config/index.ts';
import type { Database } from '#db/schema.ts';
import { hashToken } from '#lib/secrets.ts';
import { OauthClientsRepo } from '#modules/oauth/oauth-clients.repo.ts';

/** The client commands of the admin tool (`npm run admin -- create-client …`). */
export const CLIENT_COMMANDS = ['create-client', 'list-clients', 'remove-client'] as const;
export type ClientCommand = (typeof CLIENT_COMMANDS)[number];

export const CLIENT_USAGE = `Clients (relying parties signing their users in by OpenID Connect, docs/decisions/021-shop-login.md, 031-oidc-provider.md):
  create-client <client_id>     register a client and print its secret (shown once)
      --redirect-url <url>        an allowed redirect URL, compared character for character (repeatable)
      [--name <text>]             display name (default: the client id)
      [--scope email|phone]       a scope the client may ask for besides openid (repeatable)
      [--shop]                    the web shop of spec §1; <client_id> defaults to SHOP_CLIENT_ID (no consent screen)
      [--skip-consent]            a first-party client: its users see no consent screen
      [--post-logout-url <url>]   where RP-initiated logout may return the user, exact string (repeatable)
      [--secret <text>]           use this secret (at least 32 characters) instead of a random one
      [--replace]                 replace an existing client of that id (a new secret, the new URLs)
  list-clients                  list the registered clients
  remove-client <client_id>     delete a client; its codes and tokens stop working`;

/** A wrong command line: the usage is printed, exit code 2. */
export class ClientUsageError extends Error {
  override name = 'ClientUsageError';
}

/** A command that cannot be carried out: exit code 1. */
export class ClientCommandError extends Error {
  override name = 'ClientCommandError';
}

export function isClientCommand(name: string | undefined): name is ClientCommand {
  return (CLIENT_COMMANDS as readonly (string | undefined)[]).includes(name);
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * A redirect URL fit to register: absolute http(s) (plain http only for a loopback host), no user
 * info, no fragment, and written as the WHATWG URL parser writes it, so that the exact-string
 * comparison at sign-in has one spelling to match.
 */
export function redirectUrlProblem(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'not an absolute URL';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'must be https';
  if (url.protocol === 'http:' && !LOOPBACK.has(url.hostname)) {
    return 'must be https (http only for localhost)';
  }
  if (url.username !== '' || url.password !== '') return 'must not contain user info';
  if (url.hash !== '' || value.includes('#')) return 'must not contain a fragment';
  if (url.href !== value) return `write it as ${url.href}`;
  return undefined;
}

export interface ParsedClientArgs {
  command: ClientCommand;
  clientId: string | undefined;
  redirectUrls: string[];
  name: string | undefined;
  scopes: string[];
  shop: boolean;
  skipConsent: boolean;
  postLogoutUrls: string[];
  secret: string | undefined;
  replace: boolean;
}

/** Reads a client command line (without `node` and the script); throws ClientUsageError. */
export function parseClientArgs(
  argv: readonly string[],
  config: Pick<Config, 'shopClientId'>,
): ParsedClientArgs {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      options: {
        'redirect-url': { type: 'string', multiple: true },
        name: { type: 'string' },
        scope: { type: 'string', multiple: true },
        shop: { type: 'boolean' },
        'skip-consent': { type: 'boolean' },
        'post-logout-url': { type: 'string', multiple: true },
        secret: { type: 'string' },
        replace: { type: 'boolean' },
      },
      allowPositionals: true,
    });
  } catch (error) {
    throw new ClientUsageError((error as Error).message);
  }
  const { values, positionals } = parsed;
  const [command, clientIdArg, ...extra] = positionals;
  if (!isClientCommand(command)) throw new ClientUsageError(`unknown command: ${command}`);
  if (extra.length > 0) throw new ClientUsageError(`${command}: unexpected argument ${extra[0]}`);
  const args: ParsedClientArgs = {
    command,
    clientId: clientIdArg,
    redirectUrls: values['redirect-url'] ?? [],
    name: values.name,
    scopes: values.scope ?? [],
    shop: values.shop ?? false,
    skipConsent: values['skip-consent'] ?? false,
    postLogoutUrls: values['post-logout-url'] ?? [],
    secret: values.secret,
    replace: values.replace ?? false,
  };
  const createOptions =
    args.redirectUrls.length > 0 ||
    args.name !== undefined ||
    args.scopes.length > 0 ||
    args.shop ||
    args.skipConsent ||
    args.postLogoutUrls.length > 0 ||
    args.secret !== undefined ||
    args.replace;
  if (command === 'list-clients') {
    if (clientIdArg !== undefined || createOptions) {
      throw new ClientUsageError('list-clients takes no arguments');
    }
    return args;
  }
  if (command === 'remove-client') {
    if (createOptions) throw new ClientUsageError('remove-client takes only <client_id>');
    if (clientIdArg === undefined)
      throw new ClientUsageError('remove-client: <client_id> is missing');
    return args;
  }
  args.clientId ??= args.shop ? config.shopClientId : undefined;
  // Spec §1: the fixed shop client id names the shop.
  if (args.clientId === config.shopClientId) args.shop = true;
  if (args.clientId === undefined)
    throw new ClientUsageError('create-client: <client_id> is missing');
  if (!clientIdSchema.safeParse(args.clientId).success) {
    throw new ClientUsageError(
      `create-client: client id must be 3-100 letters, digits, dots, dashes or underscores: ${args.clientId}`,
    );
  }
  if (args.redirectUrls.length === 0) {
    throw new ClientUsageError('create-client: at least one --redirect-url is needed');
  }
  for (const url of args.redirectUrls) {
    const problem = redirectUrlProblem(url);
    if (problem) throw new ClientUsageError(`--redirect-url ${url}: ${problem}`);
  }
  for (const url of args.postLogoutUrls) {
    const problem = redirectUrlProblem(url);
    if (problem) throw new ClientUsageError(`--post-logout-url ${url}: ${problem}`);
  }
  for (const scope of args.scopes) {
    if (!(OAUTH_SCOPES as readonly string[]).includes(scope) || scope === 'openid') {
      throw new ClientUsageError(`--scope ${scope}: one of email, phone`);
    }
  }
  if (args.secret !== undefined && (args.secret.length < 32 || args.secret.length > 200)) {
    throw new ClientUsageError('--secret: 32 to 200 characters');
  }
  return args;
}

/** Runs one client command against `db` (migrated); writes what it did through `print`. */
export async function runClientCommand(
  args: ParsedClientArgs,
  deps: { db: Kysely<Database>; print: (line: string) => void },
): Promise<void> {
  const { print } = deps;
  const clients = new OauthClientsRepo(deps.db);
  switch (args.command) {
    case 'list-clients': {
      const all = await clients.list();
      if (all.length === 0) print('no clients registered');
      for (const client of all) {
        print(
          `${client.clientId}  ${JSON.stringify(client.name)}${client.shop ? '  shop' : ''}` +
            `${client.skipConsent ? '  no-consent' : ''}  ` +
            `scopes openid${client.scopes.map((scope) => ` ${scope}`).join('')}  ` +
            `created ${client.createdAt.toISOString()}`,
        );
        for (const url of client.redirectUrls) print(`  redirect ${url}`);
        for (const url of client.postLogoutRedirectUrls) print(`  post-logout ${url}`);
      }
      return;
    }
    case 'remove-client': {
      const clientId = args.clientId ?? '';
      if (!(await clients.remove(clientId))) throw new ClientCommandError(`no client ${clientId}`);
      print(`client ${clientId} removed`);
      return;
    }
    case 'create-client': {
      const clientId = args.clientId ?? '';
      const secret = args.secret ?? randomBytes(32).toString('base64url');
      const saved = await clients.save(
        {
          clientId,
          name: args.name ?? clientId,
          secretHash: hashToken(secret),
          redirectUrls: [...new Set(args.redirectUrls)],
          scopes: [...new Set(args.scopes)],
          shop: args.shop,
          skipConsent: args.shop || args.skipConsent,
          postLogoutRedirectUrls: [...new Set(args.postLogoutUrls)],
        },
        args.replace,
      );
      if (!saved) {
        throw new ClientCommandError(
          `client ${clientId} exists already (add --replace to replace it)`,
        );
      }
      print(`client ${clientId} ${args.replace ? 'saved' : 'created'}`);
      print(`client_id     ${clientId}`);
      print(`client_secret ${secret}`);
      print('Keep the secret now: only its hash is stored.');
      return;
    }
  }
}
