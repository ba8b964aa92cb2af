/**
 * Admin tool: replaces the encryption key of `publickey` and the id_token signing key now.
 *
 *   npm run keys:rotate              new current keys; the previous encryption key decrypts for
 *                                    KEY_GRACE_SECONDS, the previous signing key stays published in
 *                                    the JWKS until the id_tokens it signed have expired
 *   npm run keys:rotate -- --status  list the keys, change nothing
 *   npm run keys:rotate -- --reset   delete every key, make new ones (after KEY_ENCRYPTION_SECRET
 *                                    changed, or a leak; clients fetch the new key after one 40050;
 *                                    id_tokens signed before no longer verify)
 *
 * Running servers pick the new key up within 30 seconds and hand it out from then on; clients
 * holding the previous key keep working until its grace period ends. Keys are also replaced
 * automatically when older than KEY_ROTATION_DAYS (both kinds). It uses the server's configuration
 * (`DATABASE_URL`, or the embedded database in `DATA_DIR`, which only one process may open: stop
 * the server first; `KEY_ENCRYPTION_SECRET` seals the new key).
 */
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '#config/index.ts';
import { DataDirLockedError } from '#db/data-dir-lock.ts';
import { migrate } from '#db/migrate.ts';
import { openDatabase } from '#db/open-database.ts';
import { KeyRing } from '#modules/keys/key-ring.service.ts';
import { KeyStoreError } from '#modules/keys/key-sealing.ts';
import { KeysRepo } from '#modules/keys/keys.repo.ts';
import { SigningKeysRepo } from '#modules/oidc/signing-keys.repo.ts';
import { SigningKeys } from '#modules/oidc/signing-keys.service.ts';

const USAGE = 'Usage: npm run keys:rotate [-- --status | --reset]';

class UsageError extends Error {}

async function main(): Promise<void> {
  let options: { status?: boolean; reset?: boolean };
  try {
    ({ values: options } = parseArgs({
      options: { status: { type: 'boolean' }, reset: { type: 'boolean' } },
      allowPositionals: false,
    }));
  } catch {
    throw new UsageError(USAGE);
  }
  if (options.status && options.reset) throw new UsageError(USAGE);

  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await migrate(database.db);
    const keys = new KeyRing({
      repo: new KeysRepo(database.db),
      settings: config.encryptionKeys,
    });
    const signing = new SigningKeys({
      repo: new SigningKeysRepo(database.db),
      settings: {
        sealingSecret: config.encryptionKeys.secret,
        rotationDays: config.encryptionKeys.rotationDays,
        idTokenTtlSeconds: config.accessTokenTtlSeconds,
      },
    });
    if (options.reset) {
      const { kid, deletedKids } = await keys.reset();
      console.log(`new encryption key ${kid}; deleted ${deletedKids.join(', ') || 'none'}`);
      const signed = await signing.reset();
      console.log(
        `new id_token signing key ${signed.kid}; deleted ${signed.deletedKids.join(', ') || 'none'}`,
      );
    } else if (!options.status) {
      const { kid, retiredKid } = await keys.rotate();
      console.log(
        `new encryption key ${kid}` +
          (retiredKid === undefined
            ? ''
            : `; ${retiredKid} still decrypts for ${config.encryptionKeys.graceSeconds} seconds`),
      );
      const signingKid = await signing.rotate();
      console.log(
        `new id_token signing key ${signingKid}; the previous one stays in the JWKS for ` +
          `${signing.retentionSeconds} seconds (running servers sign with the new one within 30 s)`,
      );
    }
    const stored = await keys.status();
    if (stored.length === 0)
      console.log('no encryption key yet: the server makes one at its start');
    for (const key of stored) {
      console.log(
        `${key.kid}  ${key.state.padEnd(7)}  created ${key.createdAt.toISOString()}` +
          (key.retiredAt ? `  replaced ${key.retiredAt.toISOString()}` : ''),
      );
    }
    for (const key of await signing.status()) {
      console.log(`${key.kid}  signing  created ${key.createdAt.toISOString()}`);
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  const known =
    error instanceof UsageError ||
    error instanceof ConfigError ||
    error instanceof KeyStoreError ||
    error instanceof DataDirLockedError;
  console.error(known ? error.message : error);
  process.exit(known ? 2 : 1);
});
