import { chmodSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '#config/index.ts';
import { GENERATED_SECRET_FILE, generatedSecret } from '#config/generated-secret.ts';
import { emptyDir } from '#testing/test-app.ts';

const VARIABLES = ['DATA_DIR', 'DATABASE_URL', 'KEY_ENCRYPTION_SECRET', 'OUTBOX'] as const;

/** Decision 041: the embedded database never runs without a KEY_ENCRYPTION_SECRET. */
describe('the generated KEY_ENCRYPTION_SECRET of the embedded database', () => {
  const data = emptyDir();
  const saved = Object.fromEntries(VARIABLES.map((name) => [name, process.env[name]]));
  afterEach(() => {
    for (const name of VARIABLES) {
      if (saved[name] === undefined) Reflect.deleteProperty(process.env, name);
      else process.env[name] = saved[name];
    }
  });
  afterAll(() => data.remove());

  it('is made on first start into DATA_DIR (0600) and reused by every later start', () => {
    const dir = join(data.dir, 'first');
    Object.assign(process.env, { DATA_DIR: dir, DATABASE_URL: '', KEY_ENCRYPTION_SECRET: '' });
    const first = loadConfig().encryptionKeys.secret;
    expect(first).toMatch(/^[A-Za-z0-9_-]{64}$/);
    const file = join(dir, GENERATED_SECRET_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadConfig().encryptionKeys.secret).toBe(first);
    expect(generatedSecret(dir)).toBe(first);
  });

  it('is not made when the secret is set, nor with DATABASE_URL', () => {
    const dir = join(data.dir, 'set');
    const secret = 'an-operator-chosen-secret-of-32-characters-or-more';
    Object.assign(process.env, { DATA_DIR: dir, DATABASE_URL: '', KEY_ENCRYPTION_SECRET: secret });
    expect(loadConfig().encryptionKeys.secret).toBe(secret);
    expect(() => statSync(join(dir, GENERATED_SECRET_FILE))).toThrow(/ENOENT/);
    Object.assign(process.env, {
      DATABASE_URL: 'postgres://db.example/ac',
      KEY_ENCRYPTION_SECRET: '',
      OUTBOX: 'true',
    });
    expect(() => loadConfig()).toThrow(/KEY_ENCRYPTION_SECRET is required with DATABASE_URL/);
  });

  it('a file left readable by others is made owner-only again; a short one is refused', () => {
    const dir = join(data.dir, 'loose');
    const first = generatedSecret(dir);
    const file = join(dir, GENERATED_SECRET_FILE);
    chmodSync(file, 0o644);
    expect(generatedSecret(dir)).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    writeFileSync(file, 'short\n');
    expect(() => generatedSecret(dir)).toThrow(/at least 32 characters/);
  });
});
