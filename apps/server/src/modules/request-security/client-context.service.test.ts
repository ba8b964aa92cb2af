import { encryptContext, type ClientContext } from '@account-centre/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { KeyRing } from '#modules/keys/key-ring.service.ts';
import { KeysRepo } from '#modules/keys/keys.repo.ts';
import { ClientContextService } from '#modules/request-security/client-context.service.ts';
import { createTestDatabase, databases, testConfig, type TestDatabase } from '#testing/test-app.ts';

const CONTEXT: ClientContext = { region: 'sg', language: 'en', country: 'SG' };

describe.each(databases)('client context cache on %s', (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('decrypts a header value once, and only while its key decrypts', async () => {
    const keys = new KeyRing({
      repo: new KeysRepo(database.db),
      settings: testConfig().encryptionKeys,
    });
    const key = await keys.warmUp();
    const contexts = new ClientContextService({ keys });
    const decrypt = vi.spyOn(keys, 'decrypt');
    const header = await encryptContext(key.jwk, key.kid, CONTEXT);

    for (let i = 0; i < 3; i += 1) expect(await contexts.open(header)).toEqual(CONTEXT);
    expect(decrypt).toHaveBeenCalledTimes(1);

    const other = await encryptContext(key.jwk, key.kid, { ...CONTEXT, language: 'zh' });
    expect((await contexts.open(other)).language).toBe('zh');
    expect(decrypt).toHaveBeenCalledTimes(2);

    // Once the key no longer decrypts, neither does its cached value.
    const usable = vi.spyOn(keys, 'isUsable').mockReturnValue(false);
    expect(await contexts.open(header)).toEqual(CONTEXT);
    expect(decrypt).toHaveBeenCalledTimes(3);
    usable.mockRestore();
  });
});
