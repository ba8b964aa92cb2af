import { createHash } from 'node:crypto';
import { DEFAULT_TENANT_ID, SECOND_BRAND_TENANT_ID } from '@account-centre/contract';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  AUTH_HEADER,
  databases,
  latestCode,
  outboxFor,
  passwordGrant,
  paths,
  registerUser,
  signIn,
  tenantHeader,
  tokenCall,
  tokenWorks,
  UNLIMITED_CODES,
  uniqueEmail,
  VALID_PASSWORD,
  type TenantOption,
} from '#testing/test-app.ts';
import { appSuite } from '#testing/app-suite.ts';

const ISSUER = 'https://account.example.com';
const UNDO_LINK = new RegExp(
  `${ISSUER}/undoEmailChange\\?token=([A-Za-z0-9_-]{43})(&tenantId=\\d{6})?`,
);

describe.each(databases)('undoing an e-mail change on %s (decision 026)', (kind) => {
  const suite = appSuite(kind, { ...UNLIMITED_CODES, OIDC_ISSUER: ISSUER });

  const undo = (token: string, options: TenantOption = {}) =>
    suite.app.inject({
      method: 'POST',
      url: paths.undoEmailChange,
      headers: tenantHeader(options),
      payload: { token },
    });

  /** The e-mail change, as whoever holds the session and the password makes it. */
  const moveTo = async (accessToken: string, email: string, options: TenantOption = {}) => {
    const headers = { [AUTH_HEADER]: accessToken, ...tenantHeader(options) };
    const send = { method: 'POST', headers } as const;
    expect(
      (await suite.app.inject({ ...send, url: paths.changeEmailCode, payload: { email } }))
        .statusCode,
    ).toBe(200);
    const code = await latestCode(suite.app, email);
    const payload = { email, code, currentPassword: VALID_PASSWORD };
    expect((await suite.app.inject({ ...send, url: paths.changeEmail, payload })).statusCode).toBe(
      200,
    );
  };

  /** The undo token in the newest notice to `email`. */
  const undoLinkTo = async (email: string) => {
    const notice = (await outboxFor(suite.app, email)).find((m) => m.purpose === 'email-changed');
    const match = UNDO_LINK.exec(notice?.text ?? '');
    if (!match?.[1]) throw new Error(`no undo link in ${notice?.text}`);
    return { token: match[1], link: match[0] };
  };

  /**
   * A signed-in account moved to a new address (as an attacker holding its session and password
   * would): both addresses, the sessions and the undo link of the notice to the old address.
   */
  const changedAccount = async (tag: string, options: TenantOption = {}) => {
    const oldEmail = uniqueEmail(tag);
    await registerUser(suite.app, oldEmail, VALID_PASSWORD, options);
    const victim = await signIn(suite.app, oldEmail, VALID_PASSWORD, options);
    const attacker = await signIn(suite.app, oldEmail, VALID_PASSWORD, options);
    const newEmail = uniqueEmail(`${tag}n`);
    await moveTo(attacker.access_token, newEmail, options);
    return { oldEmail, newEmail, victim, attacker, ...(await undoLinkTo(oldEmail)) };
  };

  const emailOf = async (email: string, tenantId = DEFAULT_TENANT_ID) => {
    const row = await suite.database.db
      .selectFrom('users')
      .select('email')
      .where('tenant_id', '=', tenantId)
      .where('email', '=', email)
      .executeTakeFirst();
    return row?.email;
  };

  it('sends the old address a notice with a one-time link, stored only as its hash', async () => {
    const { oldEmail, newEmail, token, link } = await changedAccount('un');
    const [notice] = (await outboxFor(suite.app, oldEmail)).filter(
      (m) => m.purpose === 'email-changed',
    );
    expect(notice?.to).toBe(oldEmail);
    expect(notice?.text).toContain(link);
    expect(notice?.text).toContain('within 7 days');
    expect(link).toBe(`${ISSUER}/undoEmailChange?token=${token}`);
    const rows = await suite.database.db
      .selectFrom('email_change_undo')
      .selectAll()
      .where('old_email', '=', oldEmail)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      token_hash: createHash('sha256').update(token).digest('hex'),
      new_email: newEmail,
      used_at: null,
    });
    expect(JSON.stringify(rows)).not.toContain(token);
    const [row] = rows;
    if (!row) throw new Error('no undo row');
    const days = (row.expires_at.getTime() - row.created_at.getTime()) / 86_400_000;
    expect(days).toBeCloseTo(7, 2);
  });

  it('restores the old address and ends every session, access and refresh tokens alike; once', async () => {
    const { oldEmail, newEmail, victim, attacker, token } = await changedAccount('uo');
    expect(await tokenWorks(suite.app, attacker.access_token)).toBe(true);

    const done = await undo(token);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ code: 0, msg: 'success', data: null });
    expect(await emailOf(oldEmail)).toBe(oldEmail);
    expect(await emailOf(newEmail)).toBeUndefined();
    for (const session of [victim, attacker]) {
      expect(await tokenWorks(suite.app, session.access_token)).toBe(false);
      const refresh = await tokenCall(suite.app, {
        grant_type: 'refresh_token',
        refresh_token: session.refresh_token,
      });
      expect(refresh.statusCode).toBe(401);
    }
    expect((await passwordGrant(suite.app, oldEmail, VALID_PASSWORD)).statusCode).toBe(200);
    expect((await passwordGrant(suite.app, newEmail, VALID_PASSWORD)).json().code).toBe(40012);

    // A second use: the same answer as an unknown link, nothing changes.
    const fresh = await signIn(suite.app, oldEmail);
    const again = await undo(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ code: 30914, msg: 'email change undo invalid' });
    expect(await tokenWorks(suite.app, fresh.access_token)).toBe(true);
  });

  it('refuses an expired, forged or unknown link with the same answer and changes nothing', async () => {
    const { oldEmail, newEmail, attacker, token } = await changedAccount('ue');
    await suite.database.db
      .updateTable('email_change_undo')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where('token_hash', '=', createHash('sha256').update(token).digest('hex'))
      .execute();
    const forged = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const candidate of [token, forged, 'x', 'A'.repeat(128)]) {
      const refused = await undo(candidate);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ code: 30914, msg: 'email change undo invalid' });
    }
    expect(await emailOf(newEmail)).toBe(newEmail);
    expect(await emailOf(oldEmail)).toBeUndefined();
    expect(await tokenWorks(suite.app, attacker.access_token)).toBe(true);
  });

  it('is tenant-scoped: a link does nothing in another tenant, and names its own', async () => {
    const second = { tenantId: SECOND_BRAND_TENANT_ID };
    const { oldEmail, newEmail, attacker, token, link } = await changedAccount('ut', second);
    expect(link).toBe(
      `${ISSUER}/undoEmailChange?token=${token}&tenantId=${SECOND_BRAND_TENANT_ID}`,
    );

    const elsewhere = await undo(token);
    expect(elsewhere.json()).toEqual({ code: 30914, msg: 'email change undo invalid' });
    expect(await emailOf(newEmail, SECOND_BRAND_TENANT_ID)).toBe(newEmail);
    expect(await tokenWorks(suite.app, attacker.access_token, second)).toBe(true);

    expect((await undo(token, second)).statusCode).toBe(200);
    expect(await emailOf(oldEmail, SECOND_BRAND_TENANT_ID)).toBe(oldEmail);
    expect(await tokenWorks(suite.app, attacker.access_token, second)).toBe(false);
  });

  it('refuses when the old address has meanwhile been taken (30911), and the link stays usable', async () => {
    const { oldEmail, newEmail, attacker, token } = await changedAccount('uk');
    await registerUser(suite.app, oldEmail);
    const taken = await undo(token);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ code: 30911, msg: 'email occupied' });
    expect(await emailOf(newEmail)).toBe(newEmail);
    expect(await tokenWorks(suite.app, attacker.access_token)).toBe(true);
  });

  it('closes the undo of a later change too: the attacker cannot move the account back', async () => {
    const { oldEmail, newEmail, attacker, token } = await changedAccount('uc');
    // The attacker moves the account on once more; the notice of that goes to their own mailbox.
    await moveTo(attacker.access_token, uniqueEmail('uc3'));
    const { token: attackerToken } = await undoLinkTo(newEmail);

    expect((await undo(token)).statusCode).toBe(200);
    expect(await emailOf(oldEmail)).toBe(oldEmail);
    expect((await undo(attackerToken)).json().code).toBe(30914);
    expect(await emailOf(oldEmail)).toBe(oldEmail);
  });
});
