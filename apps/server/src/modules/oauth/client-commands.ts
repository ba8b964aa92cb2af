import { parseArgs } from 'node:util';
import type { Kysely } from 'kysely';
import type { Config } from '#config/index.ts';
import type { Database } from '#db/schema.ts';
import { readableClientName } from '#lib/client-name.ts';
import { clientRuleProblem, type ClientRuleProblem } from '#modules/oauth/client-rules.ts';
import { ClientsService } from '#modules/oauth/clients.service.ts';
import { OauthClientsRepo, type ClientType } from '#modules/oauth/oauth-clients.repo.ts';

/** The client commands of the admin tool (`npm run admin -- create-client …`). */
export const CLIENT_COMMANDS = ['create-client', 'list-clients', 'remove-client'] as const;
export type ClientCommand = (typeof CLIENT_COMMANDS)[number];

export const CLIENT_USAGE = `Clients (relying parties signing their users in by OpenID Connect, docs/decisions/021-shop-login.md, 031-oidc-provider.md):
  create-client <client_id>     register a client and print its secret (shown once)
      --redirect-url <url>        an allowed redirect URL, compared character for character (repeatable)
      [--name <text>]             display name (default: the id's words, aurora-shop → Aurora Shop)
      [--scope email|phone]       a scope the client may ask for besides openid (repeatable)
      [--shop]                    the web shop of spec §1; <client_id> defaults to SHOP_CLIENT_ID (no consent screen)
      [--skip-consent]            a first-party client: its users see no consent screen
      [--post-logout-url <url>]   where RP-initiated logout may return the user, exact string (repeatable)
      [--secret <text>]           use this secret (at least 32 characters) instead of a random one
      [--public --type native|spa] a public client, no secret, PKCE S256 (docs/decisions/051):
                                  native: an app (RFC 8252: claimed https, com.example.app:/cb,
                                  http://127.0.0.1/cb on any port); spa: a browser app (CORS for
                                  the origins of its redirect URLs)
      [--backchannel-logout-url <url>] told by a logout token when a session it holds ends
      [--frontchannel-logout-url <url>] loaded in a hidden iframe of the signed-out page
                                  (OpenID Connect Front-Channel Logout 1.0, docs/decisions/062)
      [--frontchannel-logout-session-required] that URL gets the issuer and the session id
                                  (iss, sid; the sid the client's ID tokens carry)
      [--replace]                 replace an existing client of that id (a new secret, the new URLs)
      [--machine]                 a machine client of the management API (client_credentials, no URLs);
                                  --scope users:read|users:write|sessions:write|legal:write (repeatable)
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

/** A rule's refusal as the command line words it (the option and its value). */
function usageOf(problem: ClientRuleProblem): string {
  switch (problem.field) {
    case 'clientId':
      return `create-client: ${problem.problem}: ${problem.value}`;
    case 'redirectUrls':
      return problem.value === ''
        ? 'create-client: at least one --redirect-url is needed'
        : `--redirect-url ${problem.value}: ${problem.problem}`;
    case 'postLogoutRedirectUrls':
      return `--post-logout-url ${problem.value}: ${problem.problem}`;
    case 'scopes':
      return `--scope ${problem.value}: ${problem.problem}`;
    case 'secret':
      return `--secret: ${problem.problem}`;
    case 'backchannelLogoutUrl':
      return `--backchannel-logout-url ${problem.value}: ${problem.problem}`;
    case 'frontchannelLogoutUrl':
      return `--frontchannel-logout-url ${problem.value}: ${problem.problem}`;
  }
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
  type: ClientType;
  backchannelLogoutUrl: string | undefined;
  frontchannelLogoutUrl: string | undefined;
  frontchannelLogoutSessionRequired: boolean;
  machine: boolean;
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
        public: { type: 'boolean' },
        type: { type: 'string' },
        'backchannel-logout-url': { type: 'string' },
        'frontchannel-logout-url': { type: 'string' },
        'frontchannel-logout-session-required': { type: 'boolean' },
        machine: { type: 'boolean' },
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
    type: 'confidential',
    backchannelLogoutUrl: values['backchannel-logout-url'],
    frontchannelLogoutUrl: values['frontchannel-logout-url'],
    frontchannelLogoutSessionRequired: values['frontchannel-logout-session-required'] ?? false,
    machine: values.machine ?? false,
  };
  if (values.public === true) {
    if (values.type !== 'native' && values.type !== 'spa') {
      throw new ClientUsageError('--public needs --type native or --type spa');
    }
    args.type = values.type;
  } else if (values.type !== undefined) {
    throw new ClientUsageError('--type is for a public client: add --public');
  }
  const createOptions =
    args.redirectUrls.length > 0 ||
    args.name !== undefined ||
    args.scopes.length > 0 ||
    args.shop ||
    args.skipConsent ||
    args.postLogoutUrls.length > 0 ||
    args.secret !== undefined ||
    args.replace ||
    args.type !== 'confidential' ||
    args.backchannelLogoutUrl !== undefined ||
    args.frontchannelLogoutUrl !== undefined ||
    args.frontchannelLogoutSessionRequired ||
    args.machine;
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
  if (args.shop && args.type !== 'confidential') {
    throw new ClientUsageError('create-client: the shop is a confidential client (no --public)');
  }
  if (args.machine && (args.shop || args.skipConsent || args.type !== 'confidential')) {
    throw new ClientUsageError(
      'create-client: --machine takes no --shop, --skip-consent or --public',
    );
  }
  if (args.frontchannelLogoutSessionRequired && args.frontchannelLogoutUrl === undefined) {
    throw new ClientUsageError(
      'create-client: --frontchannel-logout-session-required needs --frontchannel-logout-url',
    );
  }
  // The registry's rules (client-rules.ts), the same the support console applies.
  const problem = clientRuleProblem({
    clientId: args.clientId,
    redirectUrls: args.redirectUrls,
    postLogoutRedirectUrls: args.postLogoutUrls,
    scopes: args.scopes,
    secret: args.secret,
    type: args.type,
    backchannelLogoutUrl: args.backchannelLogoutUrl,
    frontchannelLogoutUrl: args.frontchannelLogoutUrl,
    machine: args.machine,
  });
  if (problem) throw new ClientUsageError(usageOf(problem));
  return args;
}

/** Runs one client command against `db` (migrated); writes what it did through `print`. */
export async function runClientCommand(
  args: ParsedClientArgs,
  deps: { db: Kysely<Database>; print: (line: string) => void },
): Promise<void> {
  const { print } = deps;
  const clients = new ClientsService({ repo: new OauthClientsRepo(deps.db) });
  switch (args.command) {
    case 'list-clients': {
      const all = await clients.list();
      if (all.length === 0) print('no clients registered');
      for (const client of all) {
        print(
          `${client.clientId}  ${JSON.stringify(client.name)}  ${client.type}` +
            `${client.shop ? '  shop' : ''}` +
            `${client.skipConsent ? '  no-consent' : ''}  ` +
            `scopes openid${client.scopes.map((scope) => ` ${scope}`).join('')}  ` +
            `created ${client.createdAt.toISOString()}`,
        );
        for (const url of client.redirectUrls) print(`  redirect ${url}`);
        for (const url of client.postLogoutRedirectUrls) print(`  post-logout ${url}`);
        if (client.backchannelLogoutUrl !== null) {
          print(`  backchannel-logout ${client.backchannelLogoutUrl}`);
        }
        if (client.frontchannelLogoutUrl !== null) {
          print(
            `  frontchannel-logout ${client.frontchannelLogoutUrl}` +
              (client.frontchannelLogoutSessionRequired ? '  (iss, sid)' : ''),
          );
        }
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
      const saved = await clients.create(
        {
          clientId,
          name: args.name ?? readableClientName(clientId),
          redirectUrls: args.redirectUrls,
          scopes: args.scopes,
          shop: args.shop,
          skipConsent: args.skipConsent,
          postLogoutRedirectUrls: args.postLogoutUrls,
          secret: args.secret,
          type: args.type,
          backchannelLogoutUrl: args.backchannelLogoutUrl,
          frontchannelLogoutUrl: args.frontchannelLogoutUrl,
          frontchannelLogoutSessionRequired: args.frontchannelLogoutSessionRequired,
          machine: args.machine,
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
      if (saved.secret === undefined) {
        print(`public client (${args.type}): no secret; it signs in with PKCE S256`);
        return;
      }
      print(`client_secret ${saved.secret}`);
      print('Keep the secret now: only its hash is stored.');
      return;
    }
  }
}
