import { pbkdf2Sync, randomBytes, scryptSync } from 'node:crypto';
import bcrypt from 'bcrypt';
import { describe, expect, it } from 'vitest';
import {
  importedSchemeOf,
  MalformedHashError,
  NO_PASSWORD,
  storedFormOf,
  verifyImportedHash,
} from '#lib/imported-hashes.ts';
import { FIREBASE_VECTOR } from '#testing/firebase-vector.ts';
import { needsRehash, verifyPassword, hashPassword } from '#lib/passwords.ts';

describe('imported password hashes', () => {
  it("verifies Firebase's scrypt variant against its published test vector", async () => {
    const stored = storedFormOf({ scheme: 'firebase-scrypt', ...FIREBASE_VECTOR });
    expect(stored.startsWith('$firebase-scrypt$m=14,r=8$')).toBe(true);
    expect(await verifyImportedHash(stored, 'user1password')).toBe(true);
    expect(await verifyImportedHash(stored, 'user1passwore')).toBe(false);
    expect(await verifyPassword(stored, 'user1password')).toBe(true);
  });

  it('verifies scrypt, PBKDF2 and bcrypt hashes made by their reference implementations', async () => {
    const salt = randomBytes(16);
    const scrypt = storedFormOf({
      scheme: 'scrypt',
      salt: salt.toString('base64'),
      hash: scryptSync('secret-1', salt, 32, { N: 1024, r: 8, p: 1 }).toString('base64'),
      params: { n: 1024, r: 8, p: 1 },
    });
    expect(scrypt).toMatch(/^\$scrypt\$ln=10,r=8,p=1\$/);
    for (const digest of ['sha256', 'sha512'] as const) {
      const stored = storedFormOf({
        scheme: `pbkdf2-${digest}`,
        salt: salt.toString('base64'),
        hash: pbkdf2Sync('secret-1', salt, 1000, 32, digest).toString('base64'),
        params: { iterations: '1000' },
      });
      expect(await verifyPassword(stored, 'secret-1')).toBe(true);
      expect(await verifyPassword(stored, 'secret-2')).toBe(false);
    }
    const bcryptHash = storedFormOf({ scheme: 'bcrypt', hash: await bcrypt.hash('secret-1', 4) });
    for (const stored of [scrypt, bcryptHash]) {
      expect(await verifyPassword(stored, 'secret-1')).toBe(true);
      expect(await verifyPassword(stored, 'secret-2')).toBe(false);
      expect(needsRehash(stored)).toBe(true);
    }
    expect(needsRehash(await hashPassword('secret-1'))).toBe(false);
  });

  it('an account imported without a password matches none and is not rehashed', async () => {
    expect(storedFormOf({ scheme: 'none' })).toBe(NO_PASSWORD);
    expect(importedSchemeOf(NO_PASSWORD)).toBe('none');
    expect(await verifyPassword(NO_PASSWORD, '!reset')).toBe(false);
    expect(needsRehash(NO_PASSWORD)).toBe(false);
  });

  it('refuses malformed hashes with a reason', () => {
    const refused: [Parameters<typeof storedFormOf>[0], RegExp][] = [
      [{ scheme: 'md5', hash: 'abc' }, /unknown password scheme: md5/],
      [{ scheme: 'bcrypt', hash: '$2b$10$short' }, /not a bcrypt hash/],
      [{ scheme: 'argon2id', hash: '$argon2i$v=19$m=4096,t=3,p=1$c2FsdHNhbHQ$aGFzaA' }, /argon2id/],
      [
        { scheme: 'scrypt', salt: 'c2FsdA==', hash: 'not base64!', params: { ln: 14, r: 8, p: 1 } },
        /hash is not base64/,
      ],
      [
        {
          scheme: 'scrypt',
          salt: 'c2FsdA==',
          hash: 'A'.repeat(44),
          params: { n: 1000, r: 8, p: 1 },
        },
        /power of 2/,
      ],
      [
        {
          scheme: 'scrypt',
          salt: 'c2FsdA==',
          hash: 'A'.repeat(44),
          params: { ln: 30, r: 8, p: 1 },
        },
        /ln must be/,
      ],
      [
        { scheme: 'pbkdf2-sha256', salt: 'c2FsdA==', hash: 'A'.repeat(44), params: {} },
        /iterations/,
      ],
      [
        {
          scheme: 'firebase-scrypt',
          salt: 'c2FsdA==',
          hash: 'A'.repeat(88),
          params: { rounds: 8, memCost: 14, saltSeparator: 'Bw==' },
        },
        /signer key/,
      ],
    ];
    for (const [input, reason] of refused) {
      expect(() => storedFormOf(input)).toThrow(MalformedHashError);
      expect(() => storedFormOf(input)).toThrow(reason);
    }
  });
});
