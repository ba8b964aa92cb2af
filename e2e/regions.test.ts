import { expect, expectErrorToast, readCode, signIn, test, uniqueEmail } from './fixtures.ts';
import { registerThroughApi } from './api-registration.ts';
import { legalServer } from './legal-server.ts';

/**
 * Two regional deployments: the server at E2E_ALL_LANGUAGES_URL sends the calls of United States
 * visitors to the PostgreSQL server (`REGION_API_BASE_URLS=us=…`, which answers that origin
 * through `CORS_ORIGINS`); every other country stays on its own server and database.
 */
const homeServer = process.env.E2E_ALL_LANGUAGES_URL ?? '';
const usServer = legalServer.url ?? '';

test.use({ baseURL: homeServer });
test.skip(!legalServer.url, 'needs PostgreSQL (TEST_DATABASE_URL) for the second region');

test('each call goes to the server of the chosen country’s region, with its own accounts', async ({
  page,
  browser,
}) => {
  // An account that exists only in the US region's database.
  const usPage = await browser.newPage({ baseURL: usServer });
  const email = uniqueEmail();
  await registerThroughApi(usPage.request, email);

  // Where each API call went, in order (the page's first calls, made before a country is
  // picked, go to the host default's region).
  const calls: { path: string; origin: string }[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) calls.push({ path: url.pathname, origin: url.origin });
  });
  const originsOf = (fragment: string) =>
    new Set(calls.filter((call) => call.path.includes(fragment)).map((call) => call.origin));

  // Chinese mainland (this host's default): the home server does not know the account.
  await signIn(page, email);
  await expectErrorToast(page, 'The requested user does NOT exist.');
  expect([...new Set(calls.map((call) => call.origin))]).toEqual([new URL(homeServer).origin]);

  // United States: slider, key, sign-in and the account's data all come from the US server.
  calls.length = 0;
  await signIn(page, email, undefined, { country: 'United States' });
  // Registered from the Chinese mainland (the host default), signing in from the United States:
  // the US server asks for a code sent to the account, and sends it from there.
  await page.getByRole('button', { name: 'Get code' }).click();
  const code = await readCode(usPage.request, email, { purpose: 'double-check' });
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText(email)).toBeVisible();
  const us = new URL(usServer).origin;
  for (const call of ['/slider/verify', '/oauth/token', '/v1/info']) {
    expect([...originsOf(call)], call).toEqual([us]);
  }
  // The key fetched for the first region is refused by the other (its own key): fetched there too.
  expect([...originsOf('/publickey')]).toContain(us);
  await usPage.close();
});
