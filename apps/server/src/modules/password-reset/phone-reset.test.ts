import { describe, expect, it } from 'vitest';
import { registerPhoneUser, uniqueMobile } from '#testing/phone-accounts.ts';
import {
  databases,
  latestCodeFor,
  outboxFor,
  passwordGrant,
  paths,
  signIn,
  tokenWorks,
  UNLIMITED_CODES,
  VALID_PASSWORD,
} from '#testing/test-app.ts';
import { appSuite } from '#testing/app-suite.ts';

const NEW_PASSWORD = 'Robot-2026x';

describe.each(databases)('password reset of phone accounts on %s', (kind) => {
  const suite = appSuite(kind, UNLIMITED_CODES);

  const sendCode = (payload: object) =>
    suite.app.inject({ method: 'POST', url: paths.resetPasswordCode, payload });
  const reset = (payload: object) =>
    suite.app.inject({ method: 'POST', url: paths.resetPassword, payload });

  it('sends the reset code by SMS, asked for by number or product ID, and resets with it', async () => {
    const mobile = uniqueMobile();
    const productId = await registerPhoneUser(suite.app, mobile);
    const { access_token: oldToken } = await signIn(suite.app, mobile.e164);
    const destination = `+86 ${mobile.phone.charAt(0)}•••••${mobile.phone.slice(-2)}`;

    const byId = await sendCode({ account: productId, language: 'zh' });
    expect(byId.statusCode).toBe(200);
    expect(byId.json().data.destination).toBe(destination);
    const [message] = await outboxFor(suite.app, mobile.e164);
    expect(message).toMatchObject({ channel: 'sms', purpose: 'reset' });
    expect(message?.text).toContain('重置密码');

    const byNumber = await sendCode({ account: `+86 ${mobile.phone}` });
    expect(byNumber.json().data.destination).toBe(destination);
    const code = await latestCodeFor(suite.app, mobile.e164, 'reset');

    const done = await reset({ account: mobile.e164, code, password: NEW_PASSWORD });
    expect(done.statusCode).toBe(200);
    expect(await tokenWorks(suite.app, oldToken)).toBe(false);
    expect((await passwordGrant(suite.app, mobile.e164, VALID_PASSWORD)).json().code).toBe(40011);
    expect((await passwordGrant(suite.app, productId, NEW_PASSWORD)).statusCode).toBe(200);
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
