import type { UserInfo } from '@account-centre/contract';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { PrivacySection } from '#features/privacy/components/privacy-section.tsx';
import { deletionEraseAfter } from '#features/privacy/components/deletion-result.ts';
import { hasSession, storeTokens } from '#lib/session/session.ts';
import { ok, stubFetch } from '#testing/fetch-stub.ts';
import { renderRoute } from '#testing/render-route.tsx';

const DELETE_PATH = '/api/aurora-user/v1/account/delete';
const EXPORT_PATH = '/api/aurora-user/v1/account/export';
const PASSKEYS_PATH = '/api/aurora-user/v1/passkeys';
const OPTIONS_PATH = '/api/aurora-auth/passkey/options';
/** The account's passkeys (none unless given), asked for in the background. */
const passkeysRoute = (count = 0) => ({
  method: 'GET' as const,
  path: PASSKEYS_PATH,
  record: false,
  reply: () =>
    ok({
      passkeys: Array.from({ length: count }, (_, index) => ({
        id: `00000000-0000-4000-8000-00000000000${index}`,
        name: 'Laptop',
        createdAt: '2026-01-01T00:00:00.000Z',
        lastUsedAt: null,
        backedUp: true,
      })),
    }),
});
const USER: UserInfo = {
  productId: 'AC7K2M9Q4T',
  email: 'ada@example.com',
  phoneMasked: null,
  country: 'DE',
  birthDate: { year: 1990, month: 5, day: 17 },
  createdAt: '2026-01-01T00:00:00.000Z',
};

async function renderSection(user: UserInfo = USER) {
  storeTokens({ access_token: 'access', refresh_token: 'refresh' });
  return renderRoute(<PrivacySection userInfo={user} />, { path: '/home/privacy' });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('PrivacySection: delete account (decision 048)', () => {
  test('asks for the proof and the account typed as shown, then signs out and goes to the confirmation', async () => {
    const calls = stubFetch([
      passkeysRoute(),
      {
        method: 'POST',
        path: DELETE_PATH,
        reply: () => ok({ eraseAfter: '2026-12-11T10:00:00.000Z' }),
      },
    ]);
    const { router } = await renderSection();
    await expect
      .element(page.getByRole('heading', { level: 3, name: 'Delete account' }))
      .toBeVisible();
    await page.getByRole('button', { name: 'Delete account…' }).click();
    const proof = page.getByLabelText('Password or authenticator code');
    await expect.element(proof).toHaveFocus();

    await page.getByRole('button', { name: 'Delete my account' }).click();
    await expect.element(page.getByText('Enter your password or the code.')).toBeVisible();
    await expect.element(page.getByText('Type ada@example.com exactly as shown.')).toBeVisible();
    expect(calls).toHaveLength(0);

    await proof.fill('Vacuum2025!');
    await page.getByLabelText('To confirm, type ada@example.com').fill(' ada@example.com ');
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => router.location.pathname).toBe('/accountDeleted');
    expect(calls.map((call) => call.url.pathname)).toEqual([DELETE_PATH]);
    expect(calls[0]?.body).toMatchObject({ confirmation: 'ada@example.com' });
    expect(hasSession()).toBe(false);
    expect(deletionEraseAfter()).toBe('2026-12-11T10:00:00.000Z');
  });

  test('six digits go as the authenticator code; an account without e-mail types its product ID', async () => {
    const calls = stubFetch([
      passkeysRoute(),
      {
        method: 'POST',
        path: DELETE_PATH,
        reply: () => ok({ eraseAfter: '2026-12-11T10:00:00Z' }),
      },
    ]);
    await renderSection({ ...USER, email: null, phoneMasked: '+49 1•••••89' });
    await page.getByRole('button', { name: 'Delete account…' }).click();
    await page.getByLabelText('Password or authenticator code').fill('123456');
    await page.getByLabelText('To confirm, type AC7K2M9Q4T').fill('AC7K2M9Q4T');
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await expect
      .poll(() => calls[0]?.body)
      .toEqual({ totpCode: '123456', confirmation: 'AC7K2M9Q4T' });
  });

  test('a refusal stays in the form in words, the session is kept and the proof is asked again', async () => {
    stubFetch([
      passkeysRoute(),
      {
        method: 'POST',
        path: DELETE_PATH,
        reply: () => ({ status: 400, body: { code: 30922, msg: 'confirmation mismatch' } }),
      },
    ]);
    const { router } = await renderSection();
    await page.getByRole('button', { name: 'Delete account…' }).click();
    await page.getByLabelText('Password or authenticator code').fill('Vacuum2025!');
    await page.getByLabelText('To confirm, type ada@example.com').fill('someone@example.com');
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await expect.element(page.getByRole('alert')).toBeVisible();
    await expect.element(page.getByLabelText('Password or authenticator code')).toHaveValue('');
    expect(router.location.pathname).toBe('/home/privacy');
    expect(hasSession()).toBe(true);
  });
});

describe('PrivacySection: download your data', () => {
  test('the JSON after a proof in the dialog, in the page language, handed to the browser as a file', async () => {
    const files: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      files.push(blob as Blob);
      return 'blob:export';
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const calls = stubFetch([
      passkeysRoute(),
      {
        method: 'POST',
        path: EXPORT_PATH,
        reply: () => ({ body: { identifiers: { email: 'ada@example.com', phone: null } } }),
      },
    ]);
    await renderSection();
    await page.getByRole('button', { name: 'Download: Data file (JSON)' }).click();
    const dialog = page.getByRole('dialog', { name: "Confirm it's you" });
    await dialog.getByLabelText('Password or authenticator code').fill('Vacuum2025!');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => files.length).toBe(1);
    expect(JSON.parse((await files[0]?.text()) ?? '')).toEqual({
      identifiers: { email: 'ada@example.com', phone: null },
    });
    expect(calls[0]?.body).toMatchObject({ format: 'json', language: 'en' });
    await expect.element(dialog).not.toBeInTheDocument();
  });

  test('the daily limit is said in the dialog, which stays open', async () => {
    stubFetch([
      passkeysRoute(),
      {
        method: 'POST',
        path: EXPORT_PATH,
        reply: () => ({ status: 429, body: { code: 42900, msg: 'data export limit reached' } }),
      },
    ]);
    await renderSection();
    await page.getByRole('button', { name: 'Download: Readable page (HTML)' }).click();
    const dialog = page.getByRole('dialog', { name: "Confirm it's you" });
    await dialog.getByLabelText('Password or authenticator code').fill('Vacuum2025!');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect
      .element(dialog.getByRole('alert'))
      .toMatchTextContent('Too many requests. Please try again later.');
  });
});

describe('PrivacySection: a passkey as the proof (decision 057)', () => {
  test('offered only when the account has one; a cancelled prompt is said and deletes nothing', async () => {
    // The setup hides WebAuthn (the login form would ask on every render); here the browser has it.
    vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
    vi.spyOn(navigator.credentials, 'get').mockRejectedValue(
      new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError'),
    );
    const calls = stubFetch([
      passkeysRoute(1),
      {
        method: 'POST',
        path: OPTIONS_PATH,
        reply: () =>
          ok({ challenge: 'c2lnbi1pbi1jaGFsbGVuZ2UtMTIzNDU2', rpId: 'localhost', timeout: 300000 }),
      },
    ]);
    await renderSection();
    await page.getByRole('button', { name: 'Delete account…' }).click();
    const byPasskey = page.getByRole('button', { name: 'Use a passkey instead' });
    await expect.element(byPasskey).toBeVisible();
    await page.getByLabelText('To confirm, type ada@example.com').fill('ada@example.com');
    await byPasskey.click();
    await expect
      .element(page.getByRole('alert'))
      .toMatchTextContent('The passkey could not be verified. Please try again.');
    expect(calls.map((call) => call.url.pathname)).toEqual([OPTIONS_PATH]);
    expect(hasSession()).toBe(true);
  });

  test('not offered without a passkey', async () => {
    vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
    stubFetch([passkeysRoute(0)]);
    await renderSection();
    await page.getByRole('button', { name: 'Download: Data file (JSON)' }).click();
    await expect.element(page.getByRole('dialog')).toBeVisible();
    await expect
      .element(page.getByRole('button', { name: 'Use a passkey instead' }))
      .not.toBeInTheDocument();
  });
});
