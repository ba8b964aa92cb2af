import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { AccountSummary } from '#features/account/components/account-summary.tsx';
import { renderRoute } from '#testing/render-route.tsx';

const userInfo = {
  productId: '100200300',
  email: 'someone@example.com',
  phoneMasked: '+49 1•••••89',
  country: 'DE',
  birthDate: { year: 1990, month: 2, day: 28 },
  createdAt: '2025-01-01T00:00:00.000Z',
};

describe('AccountSummary', () => {
  test('one row each for e-mail, phone, product ID and country; the e-mail row links to its change', async () => {
    await renderRoute(<AccountSummary userInfo={userInfo} />, { path: '/home/profile' });

    const terms = page.getByRole('term');
    expect(terms.elements().map((term) => term.textContent)).toEqual([
      'Email',
      'Phone',
      'Product ID',
      'Country/Region',
    ]);
    await expect.element(page.getByText('someone@example.com')).toBeVisible();
    await expect.element(page.getByText('100200300')).toBeVisible();
    await expect.element(page.getByText('Germany')).toBeVisible();
    await expect.element(page.getByText('+49 1•••••89')).toBeVisible();
    const change = page.getByRole('link', { name: 'Change email' });
    await expect.element(change).toHaveAttribute('href', '/changeMailBox');
    await expect.element(change).toHaveTextContent('Change');
  });

  test('no e-mail: "Not set", and no phone row without a phone', async () => {
    await renderRoute(
      <AccountSummary userInfo={{ ...userInfo, email: null, phoneMasked: null }} />,
      {
        path: '/home/profile',
      },
    );
    await expect.element(page.getByText('Not set')).toBeVisible();
    expect(
      page
        .getByRole('term')
        .elements()
        .map((term) => term.textContent),
    ).toEqual(['Email', 'Product ID', 'Country/Region']);
  });
});
