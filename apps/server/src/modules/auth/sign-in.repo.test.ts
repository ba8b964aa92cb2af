import { DEFAULT_TENANT_ID, parseAccountName } from '@account-centre/contract';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashToken, newToken } from '#lib/secrets.ts';
import { SignInRepo } from '#modules/auth/sign-in.repo.ts';
import { appSuite } from '#testing/app-suite.ts';
import { databases, registerUser, uniqueEmail } from '#testing/test-app.ts';

/** Decision 066: the password sign-in's reads before the hash, and its lock claim, in one statement. */
describe.each(databases)('the password sign-in reads on %s', (kind) => {
  const suite = appSuite(kind);
  const policy = { maxFailures: 3, windowSeconds: 900 };
  let repo: SignInRepo;

  beforeAll(() => {
    repo = new SignInRepo(suite.database.db, policy);
  });

  const newAccount = async () => {
    const email = uniqueEmail('reads');
    await registerUser(suite.app, email);
    const { id, product_id } = await suite.database.db
      .selectFrom('users')
      .select(['id', 'product_id'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    return { id, email, productId: product_id };
  };
  const nameOf = (text: string) => {
    const name = parseAccountName(text);
    if (!name) throw new Error(`not a login name: ${text}`);
    return name;
  };
  const failuresOf = async (userId: string) =>
    (
      await suite.database.db
        .selectFrom('login_attempts')
        .select('failures')
        .where('user_id', '=', userId)
        .executeTakeFirst()
    )?.failures;
  const attemptRows = async () =>
    Number(
      (
        await suite.database.db
          .selectFrom('login_attempts')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('finds the account by e-mail or product ID and claims one attempt per read, up to the limit', async () => {
    const account = await newAccount();
    const device = hashToken(newToken());
    const first = await repo.passwordSignIn(DEFAULT_TENANT_ID, nameOf(account.email), device);
    expect(first?.user).toMatchObject({ id: account.id, email: account.email });
    expect(first?.user.passwordHash).toMatch(/^\$argon2id\$/);
    expect(first).toMatchObject({ claimed: true, knownDevice: false, totpEnabled: false });
    expect(await failuresOf(account.id)).toBe(1);

    const byProductId = await repo.passwordSignIn(
      DEFAULT_TENANT_ID,
      nameOf(account.productId),
      device,
    );
    expect(byProductId).toMatchObject({ user: { id: account.id }, claimed: true });
    expect(
      await repo.passwordSignIn(DEFAULT_TENANT_ID, nameOf(account.email), device),
    ).toMatchObject({
      claimed: true,
    });
    expect(await failuresOf(account.id)).toBe(3);
    // The window's attempts are used up: the account is still read, the attempt is refused.
    expect(
      await repo.passwordSignIn(DEFAULT_TENANT_ID, nameOf(account.email), device),
    ).toMatchObject({
      user: { id: account.id },
      claimed: false,
    });
    expect(await failuresOf(account.id)).toBe(3);
  });

  it('claims at most the limit of 12 parallel reads of one account', async () => {
    const account = await newAccount();
    const reads = await Promise.all(
      Array.from({ length: 12 }, () =>
        repo.passwordSignIn(DEFAULT_TENANT_ID, nameOf(account.email), hashToken(newToken())),
      ),
    );
    expect(reads.filter((read) => read?.claimed === true)).toHaveLength(policy.maxFailures);
    expect(await failuresOf(account.id)).toBe(policy.maxFailures);
  });

  it('refuses the attempt while the account is locked, and starts afresh once the lock ended', async () => {
    const account = await newAccount();
    await suite.database.db
      .insertInto('login_attempts')
      .values({
        user_id: account.id,
        failures: 1,
        window_started_at: sql<Date>`now()`,
        locked_until: sql<Date>`now() + interval '1 hour'`,
      })
      .execute();
    const device = hashToken(newToken());
    expect(
      await repo.passwordSignIn(DEFAULT_TENANT_ID, nameOf(account.email), device),
    ).toMatchObject({
      claimed: false,
    });
    await suite.database.db
      .updateTable('login_attempts')
      .set({ locked_until: sql<Date>`now() - interval '1 second'` })
      .where('user_id', '=', account.id)
      .execute();
    expect(
      await repo.passwordSignIn(DEFAULT_TENANT_ID, nameOf(account.email), device),
    ).toMatchObject({
      claimed: true,
    });
    expect(await failuresOf(account.id)).toBe(1);
  });

  it('tells a known device and a confirmed authenticator app', async () => {
    const account = await newAccount();
    const device = hashToken(newToken());
    await suite.database.db
      .insertInto('known_devices')
      .values({ user_id: account.id, device_hash: device })
      .execute();
    await suite.database.db
      .insertInto('totp_factors')
      .values({ user_id: account.id, sealed_secret: 'plain.unconfirmed' })
      .execute();
    const read = async (hash: string) =>
      repo.passwordSignIn(DEFAULT_TENANT_ID, nameOf(account.email), hash);
    expect(await read(device)).toMatchObject({ knownDevice: true, totpEnabled: false });
    expect(await read(hashToken(newToken()))).toMatchObject({ knownDevice: false });
    await suite.database.db
      .updateTable('totp_factors')
      .set({ confirmed_at: sql<Date>`now()` })
      .where('user_id', '=', account.id)
      .execute();
    expect(await read(device)).toMatchObject({ knownDevice: true, totpEnabled: true });
  });

  it('finds nothing and claims nothing for an unknown name, another tenant or a pending deletion', async () => {
    const account = await newAccount();
    const device = hashToken(newToken());
    const before = await attemptRows();
    expect(
      await repo.passwordSignIn(DEFAULT_TENANT_ID, nameOf(uniqueEmail('nobody')), device),
    ).toBeUndefined();
    expect(await repo.passwordSignIn('999999', nameOf(account.email), device)).toBeUndefined();
    await suite.database.db
      .updateTable('users')
      .set({ deletion_requested_at: sql<Date>`now()` })
      .where('id', '=', account.id)
      .execute();
    expect(
      await repo.passwordSignIn(DEFAULT_TENANT_ID, nameOf(account.email), device),
    ).toBeUndefined();
    expect(await attemptRows()).toBe(before);
  });
});
