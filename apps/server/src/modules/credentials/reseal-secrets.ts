import type { StaffCredentials } from '#modules/credentials/credential-stores.port.ts';
import { openPrivateKey, sealPrivateKey } from '#modules/keys/key-sealing.ts';
import type { TotpRepo } from '#modules/credentials/totp.repo.ts';

/**
 * Seals the authenticator-app secrets (users' and staff's) that were stored unsealed, before
 * KEY_ENCRYPTION_SECRET was set (decision 041): `rotate-keys --reset` runs it with the secret now
 * configured. The seal's key id is the one the services open them with (`totp.<user>`,
 * `staff-totp.<staff>`). Secrets sealed with another secret cannot be opened and are left alone.
 * Returns how many of each it sealed.
 */
export async function sealUnsealedSecrets(
  deps: { totp: TotpRepo; staff: Pick<StaffCredentials, 'listUnsealedTotp' | 'replaceSealedTotp'> },
  secret: string | undefined,
): Promise<{ users: number; staff: number }> {
  if (secret === undefined) return { users: 0, staff: 0 };
  let users = 0;
  for (const { userId, sealedSecret } of await deps.totp.listUnsealed()) {
    const kid = `totp.${userId}`;
    const sealed = sealPrivateKey(openPrivateKey(sealedSecret, kid, undefined), kid, secret);
    if (await deps.totp.replaceSealed(userId, sealedSecret, sealed)) users += 1;
  }
  let staff = 0;
  for (const { staffId, sealedTotpSecret } of await deps.staff.listUnsealedTotp()) {
    const kid = `staff-totp.${staffId}`;
    const sealed = sealPrivateKey(openPrivateKey(sealedTotpSecret, kid, undefined), kid, secret);
    if (await deps.staff.replaceSealedTotp(staffId, sealedTotpSecret, sealed)) staff += 1;
  }
  return { users, staff };
}
