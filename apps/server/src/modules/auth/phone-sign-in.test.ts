import { describe, expect, it } from 'vitest';
import { registerPhoneUser, uniqueMobile, type TestPhone } from '#testing/phone-accounts.ts';
import {
  AUTH_HEADER,
  createTestApp,
  databases,
  flagForDoubleCheck,
  latestCodeFor,
  outboxFor,
  passwordGrant,
  paths,
  registerUser,
  signIn,
  tokenCall,
  tokenWorks,
  UNLIMITED_CODES,
  uniqueEmail,
  VALID_PASSWORD,
} from '#testing/test-app.ts';
import { appSuite } from '#testing/app-suite.ts';

const REGION_NOT_ALLOWED = { code: 40310, msg: 'phone region not allowed' };
/** A valid German mobile number: the DE group has no phone login by default. */
const GERMAN_MOBILE = '+49 151 2345 6789';

/** `+86 139 1234 5678`: the way people write it. */
function written(mobile: TestPhone): string {
  const { phone } = mobile;
  return `+86 ${phone.slice(0, 3)} ${phone.slice(3, 7)} ${phone.slice(7)}`;
}

/** `+86 1•••••78`: how answers show the number. */
function masked(mobile: TestPhone): string {
  return `+86 ${mobile.phone.charAt(0)}•••••${mobile.phone.slice(-2)}`;
}

describe.each(databases)('sign-in of phone accounts on %s', (kind) => {
  const suite = appSuite(kind, UNLIMITED_CODES);

  const sendAuthCode = (payload: object) =>
    suite.app.inject({ method: 'POST', url: paths.oauthEmail, payload });
  const codeGrant = (username: string, code: string) =>
    tokenCall(suite.app, { grant_type: 'verification_code', username, code });

  it('signs in by number and password in any notation, and by product ID', async () => {
    const mobile = uniqueMobile();
    const productId = await registerPhoneUser(suite.app, mobile);
    for (const username of [mobile.e164, written(mobile), `+86 (0)${mobile.phone}`, productId]) {
      const answer = await passwordGrant(suite.app, username, VALID_PASSWORD);
      expect(answer.statusCode, username).toBe(200);
    }
    expect((await passwordGrant(suite.app, mobile.e164, 'Wrong-pass1')).json().code).toBe(40011);

    const { access_token: token } = await signIn(suite.app, mobile.e164);
    const info = await suite.app.inject({
      method: 'GET',
      url: paths.userInfo,
      headers: { [AUTH_HEADER]: token },
    });
    expect(info.json().data).toMatchObject({ productId, email: null, phoneMasked: masked(mobile) });
  });

  it('sends the login code of a phone account by SMS and signs in with it', async () => {
    const mobile = uniqueMobile();
    const productId = await registerPhoneUser(suite.app, mobile);
    for (const account of [written(mobile), productId]) {
      const sent = await sendAuthCode({ purpose: 'login', account, language: 'en' });
      expect(sent.statusCode).toBe(200);
      expect(sent.json().data).toEqual({
        cooldownSeconds: 0,
        expiresInSeconds: 600,
        destination: masked(mobile),
      });
      const [message] = await outboxFor(suite.app, mobile.e164);
      expect(message).toMatchObject({ channel: 'sms', to: mobile.e164, purpose: 'login' });
      expect(message?.text).toContain('to sign in');
      const signedIn = await codeGrant(account, message?.code ?? '');
      expect(signedIn.statusCode).toBe(200);
      expect(await tokenWorks(suite.app, signedIn.json().access_token)).toBe(true);
    }
  });

  it('sends codes by SMS when the account is named by its number, else by e-mail', async () => {
    const email = uniqueEmail('both');
    await registerUser(suite.app, email);
    const mobile = uniqueMobile();
    await suite.database.db
      .updateTable('users')
      .set({ phone: mobile.e164 })
      .where('email', '=', email)
      .execute();

    const bySms = await sendAuthCode({ purpose: 'login', account: mobile.e164 });
    expect(bySms.json().data.destination).toBe(masked(mobile));
    const smsCode = await latestCodeFor(suite.app, mobile.e164, 'login');
    const byMail = await sendAuthCode({ purpose: 'login', account: email });
    expect(byMail.json().data.destination).toMatch(/•••@example\.com$/);
    const mailCode = await latestCodeFor(suite.app, email, 'login');

    // Each code belongs to the name it was sent for.
    if (smsCode !== mailCode) {
      expect((await codeGrant(email, smsCode)).json().code).toBe(40013);
    }
    expect((await codeGrant(mobile.e164, smsCode)).statusCode).toBe(200);
    expect((await codeGrant(email, mailCode)).statusCode).toBe(200);
  });

  it('runs the double check of a phone-only account by SMS', async () => {
    const mobile = uniqueMobile();
    await registerPhoneUser(suite.app, mobile);
    // A flagged account gets the double check at every password sign-in (spec §4).
    await flagForDoubleCheck(suite.database, { phone: mobile.e164 });
    const first = await passwordGrant(suite.app, mobile.e164, VALID_PASSWORD);
    expect(first.json()).toMatchObject({
      error: 'special_user_double_check',
      destination: masked(mobile),
    });
    const ticket = first.json().double_check_token as string;
    const sent = await sendAuthCode({ purpose: 'double-check', double_check_token: ticket });
    expect(sent.json().data.destination).toBe(masked(mobile));
    const code = await latestCodeFor(suite.app, mobile.e164, 'double-check');
    const done = await tokenCall(suite.app, {
      grant_type: 'double_check',
      double_check_token: ticket,
      code,
    });
    expect(done.statusCode).toBe(200);
    expect(await tokenWorks(suite.app, done.json().access_token)).toBe(true);
  });

  it('answers 40310 for a phone number of a region without phone login, 30400 for an unknown one', async () => {
    const password = await passwordGrant(suite.app, GERMAN_MOBILE, VALID_PASSWORD);
    expect(password.statusCode).toBe(403);
    expect(password.json()).toEqual(REGION_NOT_ALLOWED);
    expect((await codeGrant(GERMAN_MOBILE, '123456')).json()).toEqual(REGION_NOT_ALLOWED);
    expect((await sendAuthCode({ purpose: 'login', account: GERMAN_MOBILE })).json()).toEqual(
      REGION_NOT_ALLOWED,
    );

    const unknown = uniqueMobile();
    expect((await sendAuthCode({ purpose: 'login', account: unknown.e164 })).json().code).toBe(
      30400,
    );
    expect((await passwordGrant(suite.app, unknown.e164, VALID_PASSWORD)).json().code).toBe(40012);
  });

  it('refuses sign-in by the number of an existing account once its region no longer allows it', async () => {
    const email = uniqueEmail('german');
    const productId = await registerUser(suite.app, email);
    await suite.database.db
      .updateTable('users')
      .set({ phone: '+4915123456789' })
      .where('email', '=', email)
      .execute();
    const europe = await createTestApp(suite.database, { PHONE_REGION_GROUPS: 'CN,DE' });
    try {
      expect((await passwordGrant(europe.app, GERMAN_MOBILE, VALID_PASSWORD)).statusCode).toBe(200);
    } finally {
      await europe.app.close();
    }
    expect((await passwordGrant(suite.app, GERMAN_MOBILE, VALID_PASSWORD)).json()).toEqual(
      REGION_NOT_ALLOWED,
    );
    // E-mail and product ID still work.
    expect((await passwordGrant(suite.app, email, VALID_PASSWORD)).statusCode).toBe(200);
    expect((await passwordGrant(suite.app, productId, VALID_PASSWORD)).statusCode).toBe(200);
  });
});
