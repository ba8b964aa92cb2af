import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '#app.ts';
import { registerPhoneUser, uniqueMobile } from '#testing/phone-accounts.ts';
import {
  createTestApp,
  createTestDatabase,
  databases,
  latestCodeFor,
  outboxFor,
  passwordGrant,
  paths,
  signIn,
  tokenWorks,
  UNLIMITED_CODES,
  VALID_PASSWORD,
  type TestDatabase,
} from '#testing/test-app.ts';

const NEW_PASSWORD = 'Robot-2026x';

describe.each(databases)('password reset of phone accounts on %s', (kind) => {
  let database: TestDatabase;
  let app: App;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    ({ app } = await createTestApp(database, UNLIMITED_CODES));
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const sendCode = (payload: object) =>
    app.inject({ method: 'POST', url: paths.resetPasswordCode, payload });
  const reset = (payload: object) =>
    app.inject({ method: 'POST', url: paths.resetPassword, payload });

  it('sends the reset code by SMS, asked for by number or product ID, and resets with it', async () => {
    const mobile = uniqueMobile();
    const productId = await registerPhoneUser(app, mobile);
    const { access_token: oldToken } = await signIn(app, mobile.e164);
    const destination = `+86 ${mobile.phone.charAt(0)}•••••${mobile.phone.slice(-2)}`;

    const byId = await sendCode({ account: productId, language: 'zh' });
    expect(byId.statusCode).toBe(200);
    expect(byId.json().data.destination).toBe(destination);
    const [message] = await outboxFor(app, mobile.e164);
    expect(message).toMatchObject({ channel: 'sms', purpose: 'reset' });
    expect(message?.text).toContain('重置密码');

    const byNumber = await sendCode({ account: `+86 ${mobile.phone}` });
    expect(byNumber.json().data.destination).toBe(destination);
    const code = await latestCodeFor(app, mobile.e164, 'reset');

    const done = await reset({ account: mobile.e164, code, password: NEW_PASSWORD });
    expect(done.statusCode).toBe(200);
    expect(await tokenWorks(app, oldToken)).toBe(false);
    expect((await passwordGrant(app, mobile.e164, VALID_PASSWORD)).json().code).toBe(40011);
    expect((await passwordGrant(app, productId, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('answers 40310 for a number of a region without phone login', async () => {
    const sent = await sendCode({ account: '+49 151 2345 6789' });
    expect(sent.statusCode).toBe(403);
    expect(sent.json()).toEqual({ code: 40310, msg: 'phone region not allowed' });
    const answer = await reset({
      account: '+49 151 2345 6789',
      code: '123456',
      password: NEW_PASSWORD,
    });
    expect(answer.json().code).toBe(40310);
  });
});
