import {
  expect,
  expectErrorToast,
  PASSWORD,
  forgetSessionKeepDevice,
  registerByEmail,
  signIn,
  solveSlider,
  test,
  uniqueEmail,
} from './fixtures.ts';
import { registerThroughApi } from './api-registration.ts';

const brands = [
  { name: 'Aurora', brand: 'first', arrival: '/login' },
  { name: 'Nova', brand: 'second', arrival: '/login?tenantId=000002' },
] as const;

for (const { name, brand, arrival } of brands) {
  test(`${name}: a visitor registers by e-mail, signs in, sees Home and logs out`, async ({
    page,
  }) => {
    // The brand chosen on arrival is kept with the stored url parameters for the whole visit.
    await page.goto(arrival);
    const email = uniqueEmail();
    await registerByEmail(page, email);
    await expect(page.getByText('Registration succeeded')).toBeVisible();

    await signIn(page, email);
    await expect(page.getByText('Welcome back')).toBeVisible();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { name: 'My account' })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-brand', brand);
    // The profile is a section of its own (decision 053).
    await page.getByRole('link', { name: 'Personal info' }).first().click();
    await expect(page).toHaveURL(/\/home\/profile$/);
    await expect(page.getByText(/Product ID/)).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText(`© 2025 ${name}.`);

    await page.goto('/logout');
    await expect(page.getByText('Do you want to log out?')).toBeVisible();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(/\/login/);

    // The session is gone: Home sends the visitor back to sign in.
    await page.goto('/home');
    await expect(page).toHaveURL(/\/login/);
  });
}

test('the account can also sign in with its product ID', async ({ page }) => {
  const email = uniqueEmail();
  await registerThroughApi(page.request, email);
  await signIn(page, email);
  // The sign-in finishes before the next address is opened, or Home sends the visitor back to /login.
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/home/profile');
  const productId =
    (await page.locator('dt:text-is("Product ID") + dd').textContent())?.trim() ?? '';
  expect(productId).toMatch(/^\d+$/);

  await forgetSessionKeepDevice(page);
  await signIn(page, productId);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText(email)).toBeVisible();
});

test('a wrong password and an unknown account show the spec texts as red toasts', async ({
  page,
}) => {
  const email = uniqueEmail();
  await registerThroughApi(page.request, email);

  await signIn(page, email, 'Wrong-pass1');
  await expectErrorToast(page, 'Incorrect account or password, please try again.');
  await expect(page).toHaveURL(/\/login/);

  await signIn(page, uniqueEmail(), PASSWORD);
  await expectErrorToast(page, 'The requested user does NOT exist.');
});

test('registering an address twice is refused with 30901', async ({ page }) => {
  const email = uniqueEmail();
  await registerThroughApi(page.request, email);
  await page.goto('/register');
  await page.getByLabel('Email').fill(email);
  await solveSlider(page);
  await page.getByRole('button', { name: 'Get code' }).click();
  await expectErrorToast(page, 'The email has been signed up. Log in now?');
});
