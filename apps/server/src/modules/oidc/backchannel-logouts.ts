import type { Kysely } from 'kysely';
import type { Database } from '#db/schema.ts';
import type { MessageQueue } from '#modules/message-queue/message-queue.service.ts';
import type { OidcRepo } from '#modules/oidc/oidc.repo.ts';
import type { ProviderLogout } from '#modules/session/provider-sessions.port.ts';

/**
 * Queues a back-channel logout (decision 054) for each relying party that held a provider
 * session that ended and registered a back-channel URL, in `executor` (the revocation's
 * transaction): the token is issued and POSTed by the queue's transport (`OidcHost.
 * sendBackchannelLogout`), retried with back-off while the relying party fails. The ids queued.
 */
export async function queueBackchannelLogouts(
  executor: Kysely<Database>,
  logouts: readonly ProviderLogout[],
  queue: MessageQueue,
  clients: Pick<OidcRepo, 'backchannelClients'>,
): Promise<string[]> {
  if (logouts.length === 0) return [];
  const listening = await clients.backchannelClients(
    executor,
    logouts.map((logout) => logout.clientId),
  );
  const ids: string[] = [];
  for (const { accountId, clientId, sid } of logouts) {
    if (!listening.has(clientId)) continue;
    ids.push(
      await queue.enqueue(
        { channel: 'logout', purpose: 'backchannel-logout', clientId, accountId, sid },
        { trx: executor },
      ),
    );
  }
  return ids;
}
