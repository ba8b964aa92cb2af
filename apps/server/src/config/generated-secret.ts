import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError } from './rules.ts';

/** The file in DATA_DIR that holds the embedded database's KEY_ENCRYPTION_SECRET. */
export const GENERATED_SECRET_FILE = 'key-encryption-secret';

/**
 * The embedded database's KEY_ENCRYPTION_SECRET when none is set (decision 041): made on first
 * start (48 random bytes, base64url) into `DATA_DIR/key-encryption-secret`, readable by the owner
 * only (0600), and read from there on every later start (the server and the admin tools share it).
 */
export function generatedSecret(dataDir: string): string {
  const path = join(dataDir, GENERATED_SECRET_FILE);
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(path, `${randomBytes(48).toString('base64url')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  // Made before with a looser mode (a copy, an old umask): owner only again.
  if ((statSync(path).mode & 0o077) !== 0) chmodSync(path, 0o600);
  const secret = readFileSync(path, 'utf8').trim();
  if (secret.length < 32) {
    throw new ConfigError(
      `Invalid configuration: ${path} must hold a KEY_ENCRYPTION_SECRET of at least 32 characters (delete it to make a new one, then run rotate-keys --reset)`,
    );
  }
  return secret;
}
