import { apiPaths, privacyResponseSchema, TENANT_HEADER } from '@account-centre/contract';
import { de } from '../apps/web/src/i18n/locales/de/index.ts';
import { ru } from '../apps/web/src/i18n/locales/ru/index.ts';
import {
  acceptAgreement,
  expect,
  PASSWORD,
  signIn,
  solveSlider,
  test,
  uniqueEmail,
} from './fixtures.ts';
import { registerThroughApi } from './api-registration.ts';
import { expectNoViolations } from './axe.ts';
import { legalServer, publishLegalVersion } from './legal-server.ts';
import { contextHeader } from './secure-request.ts';

const paths = apiPaths('aurora');

test('a legal document is served in German, in English for a language the app does not have, per brand', async ({
  request,
}) => {
  const headers = await contextHeader(request);
  const german = await request.get(`${paths.privacy}?kind=privacy-policy&lang=de`, { headers });
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
    headers: { ...headers, 'If-None-Match': etag },
  });
  expect(revalidated.status()).toBe(304);

  const swahili = await request.get(`${paths.privacy}?kind=user-agreement&lang=sw`, { headers });
  expect(privacyResponseSchema.parse(await swahili.json()).data).toMatchObject({
    language: 'en',
    title: 'Aurora User Agreement',
  });

  const nova = await request.get(`${paths.privacy}?kind=user-agreement&lang=de`, {
    headers: { ...headers, [TENANT_HEADER]: '000002' },
  });
  expect(privacyResponseSchema.parse(await nova.json()).data.title).toBe(
    'Nova Nutzungsvereinbarung',
  );
});

test('a reader of a non-Latin language reads the user agreement in it on Register', async ({
  page,
}) => {
  await page.goto('/register?lang=ru');
  await page.getByRole('button', { name: ru.legal.userAgreement }).click();
  const title = 'Пользовательское соглашение Aurora';
  const document = page.getByRole('dialog', { name: title });
  await expect(document.getByRole('heading', { name: '1. О соглашении' })).toBeVisible();
  await expect(document.getByText(/Настоящее соглашение регулирует/)).toBeVisible();
  await expect(document.getByRole('region', { name: title })).toHaveAttribute('lang', 'ru');
  await expect(document.getByText(ru.legal.shownInLanguage.split('{{')[0] ?? '')).toHaveCount(0);
});

test('after registering, Home finds nothing to accept', async ({ page }) => {
  const email = uniqueEmail();
  await registerThroughApi(page.request, email);
  const check = page.waitForResponse(
    (response) => new URL(response.url()).pathname === paths.homeRuleCheck,
  );
  await signIn(page, email);
  await expect(page).toHaveURL(/\/home$/);
  expect((await (await check).json()).data).toEqual({ accepted: true, missing: [] });
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});

let publishedVersions = 0;

/** Publishes a new privacy policy (English and German) with the operator's tool. */
function publishPrivacyPolicy(): string {
  publishedVersions += 1;
  const germanTitle = `{brand} Datenschutzerklärung (Fassung ${publishedVersions + 1})`;
  publishLegalVersion('privacy-policy', {
    en: { title: '{brand} Privacy Policy', body: '## 1. Who we are\n\nUpdated for the journeys.' },
    de: { title: germanTitle, body: '## 1. Wer wir sind\n\nFür die Journeys aktualisiert.' },
  });
  return germanTitle.replace('{brand}', 'Aurora');
}

// A new version applies to every account of its server: these journeys run one after the
// other on the legal server, each publishing the version it then accepts.
test.describe('after a new version is published', () => {
  test.describe.configure({ mode: 'serial' });
  test.use({ baseURL: legalServer.url });
  test.skip(!legalServer.url, 'needs PostgreSQL (TEST_DATABASE_URL) for the legal server');

  test('the operator publishes a language version of the current version: read at once, nothing to accept anew', async ({
    request,
  }) => {
    publishPrivacyPolicy();
    const headers = await contextHeader(request);
    const current = privacyResponseSchema.parse(
      await (await request.get(`${paths.privacy}?kind=privacy-policy&lang=ko`, { headers })).json(),
    ).data;
    // The new version has English and German only: Korean readers get English.
    expect(current.language).toBe('en');
    publishLegalVersion(
      'privacy-policy',
      {
        ko: {
          title: '{brand} 개인정보 처리방침',
          body: '## 1. 당사 소개\n\n여정을 위해 갱신했습니다.',
        },
      },
      current.version,
    );
    const korean = privacyResponseSchema.parse(
      await (await request.get(`${paths.privacy}?kind=privacy-policy&lang=ko`, { headers })).json(),
    ).data;
    expect(korean).toMatchObject({
      version: current.version,
      language: 'ko',
      title: 'Aurora 개인정보 처리방침',
    });
  });

  test('updated terms on Home: the document opens in German, Accept records it and closes', async ({
    page,
  }) => {
    // The documents and the UI are both in German; the choice is saved, so it holds from here on.
    const email = uniqueEmail();
    await registerThroughApi(page.request, email);
    const title = publishPrivacyPolicy();
    await page.goto('/login');
    await page.getByLabel('Language').selectOption('de');
    await expect(page.getByLabel(de.common.languageLabel)).toHaveValue('de');
    await page.getByLabel(de.auth.accountLabel).fill(email);
    await page.getByLabel(de.auth.passwordLabel, { exact: true }).fill(PASSWORD);
    await acceptAgreement(page, de.legal.agreement);
    await solveSlider(page, de.slider);
    await page.getByRole('button', { name: de.auth.submit, exact: true }).click();

    const terms = page.getByRole('alertdialog', { name: de.legal.updatedTitle });
    await expect(terms).toBeVisible();
    await terms.getByRole('button', { name: title }).click();

    const policy = page.getByRole('dialog', { name: title });
    await expect(policy.getByRole('heading', { name: '1. Wer wir sind' })).toBeVisible();
    await expect(policy.getByText('Für die Journeys aktualisiert.')).toBeVisible();
    await expect(policy.getByRole('region', { name: title })).toHaveAttribute('lang', 'de');
    await policy.getByRole('button', { name: de.legal.close }).click();
    await expect(policy).toBeHidden();

    const accepted = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === paths.homeRuleCheck &&
        response.request().postData()?.includes('accept') === true,
    );
    await terms.getByRole('button', { name: de.legal.accept }).click();
    expect((await (await accepted).json()).data).toEqual({ accepted: true, missing: [] });
    await expect(terms).toBeHidden();
    await expect(page.getByText(de.legal.accepted)).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
  });

  test('updated terms on Home: "Log out" asks to log out, and signs out', async ({
    page,
  }, testInfo) => {
    const email = uniqueEmail();
    await registerThroughApi(page.request, email);
    publishPrivacyPolicy();
    await signIn(page, email);

    const terms = page.getByRole('alertdialog', { name: 'We have updated our terms' });
    await expect(terms).toBeVisible();
    await expectNoViolations(page, testInfo, 'Home with the updated-terms dialog');
    await terms.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/logout$/);
    await expect(page.getByText('Do you want to log out?')).toBeVisible();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(/\/login/);
  });
});
