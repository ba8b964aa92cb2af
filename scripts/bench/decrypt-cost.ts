// Decision 060: the server's CPU to open one encrypted password, RSA-OAEP-3072 (`enc1.`) against
// compact JWE with ECDH-ES on X25519 + A256GCM, with the contract's own recipes and the keys made
// as the key ring makes them. CPU time of this process (all threads: Web Crypto runs in libuv's
// pool), so it holds on a busy machine better than wall time. `tsx scripts/bench/decrypt-cost.ts`
// (BENCH_DECRYPTIONS: how many of each, default 2,000).
import { generateKeyPairSync, webcrypto } from 'node:crypto';
import {
  decryptPassword,
  decryptPasswordJwe,
  encryptPassword,
  encryptPasswordJwe,
  EncryptionPublicKey,
  JwePublicKey,
} from '@account-centre/contract';

const COUNT = Number(process.env.BENCH_DECRYPTIONS ?? 2000);
const KID = 'bench-key-0001';
const PASSWORD = 'Bench-Password-1';

async function measure(name: string, run: () => Promise<void>): Promise<void> {
  for (let i = 0; i < 100; i += 1) await run();
  const cpu = process.cpuUsage();
  const started = performance.now();
  // 8 at a time, as concurrent requests would be.
  for (let i = 0; i < COUNT; i += 8) await Promise.all(Array.from({ length: 8 }, run));
  const used = process.cpuUsage(cpu);
  const cpuMs = (used.user + used.system) / 1000;
  console.log(`${name}.cpu_ms_per_decryption=${(cpuMs / COUNT).toFixed(4)}`);
  console.log(
    `${name}.wall_ms_per_decryption=${((performance.now() - started) / COUNT).toFixed(4)}`,
  );
}

const rsa = generateKeyPairSync('rsa', { modulusLength: 3072, publicExponent: 0x10001 });
const rsaPrivate = await webcrypto.subtle.importKey(
  'pkcs8',
  rsa.privateKey.export({ format: 'der', type: 'pkcs8' }),
  { name: 'RSA-OAEP', hash: 'SHA-256' },
  false,
  ['decrypt'],
);
const rsaPublic = await EncryptionPublicKey.import(
  new Uint8Array(rsa.publicKey.export({ format: 'der', type: 'spki' })),
);
const rsaValues = await Promise.all(
  Array.from({ length: 64 }, () => encryptPassword(rsaPublic, KID, PASSWORD)),
);

const x25519 = generateKeyPairSync('x25519');
const x25519Private = await webcrypto.subtle.importKey(
  'pkcs8',
  x25519.privateKey.export({ format: 'der', type: 'pkcs8' }),
  { name: 'X25519' },
  false,
  ['deriveBits'],
);
const jwePublic = await JwePublicKey.import({
  kty: 'OKP',
  crv: 'X25519',
  x: x25519.publicKey.export({ format: 'jwk' }).x ?? '',
  alg: 'ECDH-ES',
  use: 'enc',
  kid: KID,
});
const jweValues = await Promise.all(
  Array.from({ length: 64 }, () => encryptPasswordJwe(jwePublic, PASSWORD)),
);

let i = 0;
await measure('rsa_oaep_3072', async () => {
  const value = rsaValues[(i += 1) % rsaValues.length] ?? '';
  const plain = await decryptPassword(value, async (_kid, ciphertext) => {
    return new Uint8Array(
      await webcrypto.subtle.decrypt({ name: 'RSA-OAEP' }, rsaPrivate, ciphertext),
    );
  });
  if (plain !== PASSWORD) throw new Error('RSA: wrong plaintext');
});
await measure('jwe_x25519_a256gcm', async () => {
  const value = jweValues[(i += 1) % jweValues.length] ?? '';
  const plain = await decryptPasswordJwe(value, async () => x25519Private);
  if (plain !== PASSWORD) throw new Error('JWE: wrong plaintext');
});
