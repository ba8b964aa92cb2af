import { createHash, randomBytes } from 'node:crypto';
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

/** HTTP Basic client authentication (RFC 6749 §2.3.1: id and secret form-encoded first). */
export const basic = (id: string, secret: string) =>
  `Basic ${Buffer.from(`${encodeURIComponent(id)}:${encodeURIComponent(secret)}`).toString('base64')}`;

/** A PKCE verifier and its S256 challenge (RFC 7636). */
export function pkce(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  return { verifier, challenge };
}
