import { randomBytes } from 'node:crypto';
import { expectNoViolations } from './axe.ts';
import { mainServerAdmin, signInToConsole } from './console-support.ts';
import { expect, test } from './fixtures.ts';

/**
 * Issue 35: an admin configures a connector in the console. An OpenID provider is added with its
 * client secret, which is sealed on the server and never shown again (neither on the page, nor
 * in the console's answer, nor in the edit form); the page with it listed is axe clean. Added
 * disabled, so that the main server's login screens (other journeys, screenshots) are unchanged.
 */
test('an admin adds an OpenID connector: listed, its secret sealed and never shown again', async ({
  page,
}, testInfo) => {
  const slug = `oidc-${randomBytes(4).toString('hex')}`;
  const secret = `secret-${randomBytes(12).toString('hex')}`;
  const name = `Partner ID ${slug}`;
  await signInToConsole(page, mainServerAdmin());
  await page
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Connectors', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Connectors' })).toBeVisible();

  const form = page.getByRole('region', { name: 'Add a connector' });
  await form.getByLabel('Kind', { exact: true }).selectOption({ label: 'OpenID provider' });
  await form.getByLabel('Identifier', { exact: true }).fill(slug);
  await form.getByLabel('Name', { exact: true }).fill(name);
  await form.getByLabel('Issuer', { exact: true }).fill('https://id.partner.example');
  await form.getByLabel('Client ID (WeChat: AppID)').fill('account-centre');
  await form.getByLabel('Client secret (WeChat: AppSecret)').fill(secret);
  await form.getByLabel('Enabled on the sign-in screens').uncheck();
  const listed = page.waitForResponse(
    (response) =>
      response.url().includes('/connectors') &&
      response.request().method() === 'GET' &&
      response.ok(),
  );
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`${name} is saved.`)).toBeVisible();
  const answer = await (await listed).text();
  expect(answer).toContain(slug);
  expect(answer).not.toContain(secret);

  const row = page.getByRole('row').filter({ hasText: slug });
  await expect(row).toContainText(name);
  await expect(row).toContainText('https://id.partner.example');
  await expect(row.getByRole('cell', { name: 'Stored', exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: 'Disabled', exact: true })).toBeVisible();
  await expectNoViolations(page, testInfo, 'console: a connector listed');

  // After a reload, and in its edit form: stored, never shown.
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: slug })).toBeVisible();
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('region', { name: `Edit ${name}` });
  await expect(edit.getByLabel('Client secret (WeChat: AppSecret)')).toHaveValue('');
  await expect(
    edit.getByText('A secret is stored. Leave empty to keep it; anything entered replaces it.'),
  ).toBeVisible();
  expect(await page.content()).not.toContain(secret);
  await expectNoViolations(page, testInfo, 'console: editing a connector');
});
