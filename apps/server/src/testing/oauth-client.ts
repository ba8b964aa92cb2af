import type { Kysely } from 'kysely';
import type { Database } from '#db/schema.ts';
import { parseClientArgs, runClientCommand } from '#modules/oauth/client-commands.ts';
import { testConfig } from '#testing/test-app.ts';

/**
 * Registers a relying party the way an operator does (`npm run admin -- create-client …`), with
 * the `email` scope: the shop client (`shop`, under `SHOP_CLIENT_ID`) or a client named `id`.
 */
export async function createOauthClient(
  db: Kysely<Database>,
  client: { redirectUrl: string; secret: string; name?: string; print?: (line: string) => void } & (
    { shop: true } | { id: string }
  ),
): Promise<void> {
  const args = [
    'create-client',
    ...('shop' in client ? ['--shop'] : [client.id]),
    '--redirect-url',
    client.redirectUrl,
    '--scope',
    'email',
    '--secret',
    client.secret,
    ...(client.name === undefined ? [] : ['--name', client.name]),
  ];
  await runClientCommand(parseClientArgs(args, testConfig()), {
    db,
    print: client.print ?? (() => {}),
  });
}
