import { describe, expect, it } from 'vitest';
import { registerPhoneUser, uniqueMobile } from '#testing/phone-accounts.ts';
import {
  AUTH_HEADER,
  databases,
  latestCode,
  latestCodeFor,
  outboxFor,
  paths,
  registrationBody,
  signIn,
  uniqueEmail,
  UNLIMITED_CODES,
  VALID_PASSWORD,
} from '#testing/test-app.ts';
import { appSuite } from '#testing/app-suite.ts';

const NEW_PASSWORD = 'Robot-2026x';
const ISSUER = 'https://account.example.com';

/** Issue 19 Low 5 (ASVS 6.3.7): a notice after a password reset or change. */
describe.each(databases)('the password-changed notice on %s', (kind) => {
  const suite = appSuite(kind, { ...UNLIMITED_CODES, OIDC_ISSUER: ISSUER });

  const notices = async (to: string) =>
    (await outboxFor(suite.app, to)).filter((message) => message.purpose === 'password-changed');

  it('after a change: an e-mail in the account language, with the reset page', async () => {
    const email = uniqueEmail('notice-change');
    await suite.app.inject({ method: 'POST', url: paths.registerEmailCode, payload: { email } });
    const registered = await suite.app.inject({
      method: 'POST',
      url: paths.registerEmailVerification,
      payload: registrationBody(email, await latestCode(suite.app, email), { language: 'de' }),
    });
    expect(registered.statusCode).toBe(200);
    const { access_token } = await signIn(suite.app, email);
    expect(await notices(email)).toHaveLength(0);

    const changed = await suite.app.inject({
      method: 'POST',
      url: paths.changePassword,
      headers: { [AUTH_HEADER]: access_token },
      payload: { currentPassword: VALID_PASSWORD, password: NEW_PASSWORD },
    });
    expect(changed.statusCode).toBe(200);
    const [notice, ...more] = await notices(email);
    expect(more).toHaveLength(0);
    expect(notice).toMatchObject({ channel: 'email', code: '' });
    expect(notice?.text).toContain('Das Passwort Ihres Aurora-Kontos wurde soeben geändert.');
    expect(notice?.text).toContain(`${ISSUER}/reset`);
    expect(notice?.text).not.toContain(NEW_PASSWORD);
  });

  it('no notice when the change is refused', async () => {
    const email = uniqueEmail('notice-refused');
    await suite.app.inject({ method: 'POST', url: paths.registerEmailCode, payload: { email } });
    await suite.app.inject({
      method: 'POST',
      url: paths.registerEmailVerification,
      payload: registrationBody(email, await latestCode(suite.app, email)),
    });
    const { access_token } = await signIn(suite.app, email);
    const refused = await suite.app.inject({
      method: 'POST',
      url: paths.changePassword,
      headers: { [AUTH_HEADER]: access_token },
      payload: { currentPassword: 'Wrong-pass1', password: NEW_PASSWORD },
    });
    expect(refused.statusCode).toBe(400);
    expect(await notices(email)).toHaveLength(0);
  });

  it('after a reset of a phone account: an SMS to the number, in its language', async () => {
    const mobile = uniqueMobile();
    await registerPhoneUser(suite.app, mobile);
    await suite.app.inject({
      method: 'POST',
      url: paths.resetPasswordCode,
      payload: { account: mobile.e164 },
    });
    const code = await latestCodeFor(suite.app, mobile.e164, 'reset');
    const reset = await suite.app.inject({
      method: 'POST',
      url: paths.resetPassword,
      payload: { account: mobile.e164, code, password: NEW_PASSWORD },
    });
    expect(reset.statusCode).toBe(200);
    const [notice] = await notices(mobile.e164);
    expect(notice).toMatchObject({ channel: 'sms', code: '' });
    expect(notice?.text).toBe(`Aurora：您的密码已修改。如非本人操作，请立即重置：${ISSUER}/reset`);
  });
});
