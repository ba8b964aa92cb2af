import type { Page } from '@playwright/test';
import { de } from '../apps/web/src/i18n/locales/de/index.ts';
import { chooseCountry, expect, test } from './fixtures.ts';

/** The country/region picker of the Login and Register screens (named in the UI language). */
const countryPicker = (page: Page, name = 'Country/Region') => page.getByRole('combobox', { name });

/** The picker's list (named while it is open) and its active option. */
const countryList = (page: Page, name = 'Country/Region') => page.getByRole('listbox', { name });
const activeCountry = (page: Page, name = 'Country/Region') =>
  countryList(page, name).getByRole('option', { selected: true });

/** The names the open list offers, in order. */
async function offered(page: Page): Promise<string[]> {
  // Editable once its lazily loaded chunk has replaced the placeholder.
  await expect(countryPicker(page)).toBeEditable();
  await countryPicker(page).click();
  await expect(countryList(page)).toBeVisible();
  const names = await countryList(page).getByRole('option').allTextContents();
  await countryPicker(page).press('Escape');
  return names;
}

test.describe('the country rules of a visit (spec §4)', () => {
  test('?country=FR offers the FR group with France selected, on every screen of the visit', async ({
    page,
  }) => {
    await page.goto('/login?country=FR');
    await expect(countryPicker(page)).toHaveValue('France');
    await expect(countryPicker(page)).toBeEnabled();
    const names = await offered(page);
    expect(names.slice(0, 5)).toEqual(['France', 'Belgium', 'Luxembourg', 'Switzerland', 'Monaco']);
    expect(names).not.toContain('Germany');

    await chooseCountry(page, 'belgium');
    await expect(countryPicker(page)).toHaveValue('Belgium');
    // The visit keeps its group and the pick: on Register, and after a reload there.
    await page.getByRole('link', { name: 'New user? Register' }).click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(countryPicker(page)).toHaveValue('Belgium');
    await page.reload();
    await expect(countryPicker(page)).toHaveValue('Belgium');
    expect(await offered(page)).toEqual(names);
  });

  test('?country=XX, which names no group, locks the choice on the host default', async ({
    page,
  }) => {
    await page.goto('/login?country=XX');
    await expect(countryPicker(page)).toBeDisabled();
    await expect(countryPicker(page)).toHaveValue('China');
  });

  test('without a parameter on localhost: every country, the Chinese mainland (+86) selected', async ({
    page,
  }) => {
    await page.goto('/login');
    await expect(countryPicker(page)).toHaveValue('China');
    await expect(countryPicker(page)).toBeEditable();
    await countryPicker(page).press('ArrowDown');
    await expect(activeCountry(page)).toHaveText('China');
    expect(await countryList(page).getByRole('option').count()).toBeGreaterThan(200);
    await countryPicker(page).fill('+86');
    await expect(countryList(page).getByRole('option')).toHaveText(['China']);
  });
});

test.describe('finding a country in the picker', () => {
  test('"deutsch" in the German interface finds Deutschland', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Language').selectOption('de');
    const label = de.auth.countryLabel;
    await expect(countryPicker(page, label)).toHaveValue('China');
    await countryPicker(page, label).fill('deutsch');
    await expect(activeCountry(page, label)).toHaveText('Deutschland');
    await countryPicker(page, label).press('Enter');
    await expect(countryPicker(page, label)).toHaveValue('Deutschland');
  });

  for (const query of ['德国', 'deguo', '+49']) {
    test(`"${query}" finds Germany`, async ({ page }) => {
      await page.goto('/login');
      await countryPicker(page).fill(query);
      await expect(activeCountry(page)).toHaveText('Germany');
      await countryPicker(page).press('Enter');
      await expect(countryPicker(page)).toHaveValue('Germany');
    });
  }
});

test.describe('the area-code picker of the Login screen', () => {
  for (const query of ['deguo', '+49']) {
    test(`in the Verification code tab with a phone number, "${query}" selects +49`, async ({
      page,
    }) => {
      // Localhost: the Chinese mainland, where phone login applies and the area code is offered.
      await page.goto('/login');
      await page.getByRole('tab', { name: 'Verification code' }).click();
      const areaCode = page.getByRole('combobox', { name: 'Area code' });
      await expect(areaCode).toHaveValue('+86 China');
      await page.getByLabel('Account').fill('151 2345 6789');
      await expect(areaCode).toBeEditable();
      await areaCode.fill(query);
      const list = page.getByRole('listbox', { name: 'Area code' });
      await expect(list.getByRole('option', { selected: true })).toHaveText('+49 Germany');
      await areaCode.press('Enter');
      await expect(areaCode).toHaveValue('+49 Germany');
    });
  }
});
