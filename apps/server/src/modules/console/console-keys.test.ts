import {
  consoleAdminPaths,
  consolePaths,
  OIDC_PATHS,
  publicKeyResponseSchema,
} from '@account-centre/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { appSuite } from '#testing/app-suite.ts';
import { consoleTester, createStaff, type ConsoleSession } from '#testing/console-session.ts';
import { databases, paths } from '#testing/test-app.ts';

interface Key {
  kid: string;
  state: string;
  createdAt: string;
  retiredAt: string | null;
}
interface Keys {
  encryption: Key[];
  signing: Key[];
}

describe.each(databases)('console keys on %s', (kind) => {
  const suite = appSuite(kind);
  const tester = consoleTester(suite);
  let admin: ConsoleSession;

  beforeAll(async () => {
    admin = await tester.signIn(await createStaff(suite.database.db, kind, 'admin'));
  });

  const publicKid = async () => {
    const response = await suite.app.inject({ method: 'POST', url: paths.publicKey });
    return publicKeyResponseSchema.parse(response.json()).data.kid;
  };
  const jwksKids = async () => {
    const response = await suite.app.inject({ method: 'GET', url: OIDC_PATHS.jwks });
    return (response.json() as { keys: { kid: string }[] }).keys.map((key) => key.kid);
  };

  it('shows both kinds of key and rotates both, as rotate-keys: the new ones are used at once', async () => {
    // The first keys are made on first use.
    const encryptionKid = await publicKid();
    const [signingKid] = await jwksKids();
    const shown = await tester.call('GET', consoleAdminPaths.keys, admin);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json<{ data: Keys }>().data).toMatchObject({
      encryption: [{ kid: encryptionKid, state: 'current', retiredAt: null }],
      signing: [{ kid: signingKid, state: 'current', retiredAt: null }],
    });

    const rotated = await tester.call('POST', consoleAdminPaths.keysRotate, admin);
    expect(rotated.statusCode, rotated.body).toBe(200);
    const after = rotated.json<{ data: Keys }>().data;
    const current = (keys: Key[]) => keys.filter((key) => key.state === 'current');
    expect(current(after.encryption)).toHaveLength(1);
    expect(current(after.signing)).toHaveLength(1);
    const newEncryption = current(after.encryption)[0]?.kid;
    const newSigning = current(after.signing)[0]?.kid;
    expect(newEncryption).not.toBe(encryptionKid);
    expect(newSigning).not.toBe(signingKid);
    // The replaced ones still decrypt, and stay published, for a while.
    expect(after.encryption.find((key) => key.kid === encryptionKid)).toMatchObject({
      state: 'grace',
    });
    const replaced = after.signing.find((key) => key.kid === signingKid);
    expect(replaced).toMatchObject({ state: 'published' });
    expect(replaced?.retiredAt).not.toBeNull();
    // No key material in the answer.
    expect(rotated.body).not.toMatch(/"d"|PRIVATE|sealed1\.|plain\./);

    // In use at once: clients get the new encryption key, the provider signs with the new key.
    expect(await publicKid()).toBe(newEncryption);
    expect(await jwksKids()).toEqual([newSigning, signingKid]);

    const audit = await tester.call('GET', consolePaths.audit, admin);
    const entries = audit.json<{ data: { entries: { action: string; target: string }[] } }>().data
      .entries;
    expect(entries.find((entry) => entry.action === 'keys-rotate')).toMatchObject({
      target: `encryption ${newEncryption}, signing ${newSigning}`,
    });
  });
});
