import {
  apiPaths,
  homeRuleCheckRequestSchema,
  homeRuleListResponseSchema,
  privacyResponseSchema,
  TENANT_HEADER,
} from '@account-centre/contract';
import type { Page } from '@playwright/test';
import { expect, registerByEmail, signIn, test, uniqueEmail } from './fixtures.ts';

const paths = apiPaths('aurora');

test('a legal document is served in German, in English where a language has none, per brand', async ({
  request,
}) => {
  const german = await request.get(`${paths.privacy}?kind=privacy-policy&lang=de`);
  expect(german.status()).toBe(200);
  const { data } = privacyResponseSchema.parse(await german.json());
  expect(data).toMatchObject({
    kind: 'privacy-policy',
    language: 'de',
    title: 'Aurora Datenschutzerklärung',
  });
  expect(data.body).toContain('## 1. Wer wir sind');
  expect(german.headers()['cache-control']).toBe('public, max-age=300');

  // Unchanged: the ETag revalidates without a body.
  const etag = german.headers().etag ?? '';
  const revalidated = await request.get(`${paths.privacy}?kind=privacy-policy&lang=de`, {
    headers: { 'If-None-Match': etag },
  });
  expect(revalidated.status()).toBe(304);

  const french = await request.get(`${paths.privacy}?kind=user-agreement&lang=fr`);
  expect(privacyResponseSchema.parse(await french.json()).data).toMatchObject({
    language: 'en',
    title: 'Aurora User Agreement',
  });

  const nova = await request.get(`${paths.privacy}?kind=user-agreement&lang=de`, {
    headers: { [TENANT_HEADER]: '000002' },
  });
  expect(privacyResponseSchema.parse(await nova.json()).data.title).toBe(
    'Nova Nutzungsvereinbarung',
  );
});

test('after registering, Home finds nothing to accept', async ({ page }) => {
  const email = uniqueEmail();
  await registerByEmail(page, email);
  const check = page.waitForResponse(
    (response) => new URL(response.url()).pathname === paths.homeRuleCheck,
  );
  await signIn(page, email);
  await expect(page).toHaveURL(/\/home$/);
  expect((await (await check).json()).data).toEqual({ accepted: true, missing: [] });
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});

/**
 * Home's first check reports the current privacy policy as not accepted, as after a new version
 * is published: the e2e server's embedded database is held by the server, so the publishing
 * tool cannot run beside it. The document (the real server's list entry) and the acceptance are
 * the server's own.
 */
async function reportPrivacyPolicyPending(page: Page): Promise<void> {
  let reported = false;
  await page.route(`**${paths.homeRuleCheck}`, async (route) => {
    const body = homeRuleCheckRequestSchema.parse(route.request().postDataJSON());
    if (reported || body.accept) {
      await route.continue();
      return;
    }
    reported = true;
    const list = await route.fetch({ url: route.request().url().replace('/check', '/list') });
    const { data } = homeRuleListResponseSchema.parse(await list.json());
    const privacy = data.documents.find((document) => document.kind === 'privacy-policy');
    await route.fulfill({
      json: {
        code: 0,
        msg: 'success',
        data: { accepted: false, missing: privacy ? [{ ...privacy, accepted: false }] : [] },
      },
    });
  });
}

test('updated terms on Home: the document opens in German, Accept records it and closes', async ({
  page,
}) => {
  // German has no UI texts yet: they fall back to English (and <html lang> says "en"); the
  // documents do exist in German. The choice is saved, so it holds on every later screen.
  await page.goto('/login');
  await page.getByLabel('Language').selectOption('de');
  await expect(page.getByLabel('Language')).toHaveValue('de');
  const email = uniqueEmail();
  await registerByEmail(page, email);
  await reportPrivacyPolicyPending(page);
  await signIn(page, email);

  const terms = page.getByRole('alertdialog', { name: 'We have updated our terms' });
  await expect(terms).toBeVisible();
  await terms.getByRole('button', { name: 'Aurora Datenschutzerklärung' }).click();

  const policy = page.getByRole('dialog', { name: 'Aurora Datenschutzerklärung' });
  await expect(policy.getByRole('heading', { name: '1. Wer wir sind' })).toBeVisible();
  await expect(policy.getByRole('region', { name: 'Aurora Datenschutzerklärung' })).toHaveAttribute(
    'lang',
    'de',
  );
  await policy.getByRole('button', { name: 'Close' }).click();
  await expect(policy).toBeHidden();

  const accepted = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === paths.homeRuleCheck &&
      response.request().postData()?.includes('accept') === true,
  );
  await terms.getByRole('button', { name: 'Accept' }).click();
  expect((await (await accepted).json()).data).toEqual({ accepted: true, missing: [] });
  await expect(terms).toBeHidden();
  await expect(page.getByText('Thank you. Your acceptance has been recorded.')).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
});

test('updated terms on Home: "Log out" asks to log out, and signs out', async ({ page }) => {
  const email = uniqueEmail();
  await registerByEmail(page, email);
  await reportPrivacyPolicyPending(page);
  await signIn(page, email);

  const terms = page.getByRole('alertdialog', { name: 'We have updated our terms' });
  await terms.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/logout$/);
  await expect(page.getByText('Do you want to log out?')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/login/);
});
