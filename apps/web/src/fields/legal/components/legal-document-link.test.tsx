import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { LegalDocumentLink } from '#fields/legal/components/legal-document-link.tsx';
import { i18n } from '#lib/i18n/i18n.ts';
import { ok, stubFetch } from '#testing/fetch-stub.ts';
import { legalDocument, privacyRoute } from '#testing/legal-stubs.ts';
import { renderRoute } from '#testing/render-route.tsx';
import { de } from '#i18n/locales/de/index.ts';

describe('LegalDocumentLink', () => {
  test('opens the document in a modal dialog named by its title, rendered as text only', async () => {
    const calls = stubFetch([
      privacyRoute(() =>
        ok(
          legalDocument({
            body: '## 1. Who we are\n\nAurora is responsible.\n\n<img src="x" alt="injected"> stays text',
          }),
        ),
      ),
    ]);
    await renderRoute(<LegalDocumentLink kind="privacy-policy" />);
    const link = page.getByRole('button', { name: 'Privacy Policy' });
    expect(page.getByRole('dialog').all()).toHaveLength(0);

    await link.click();
    const dialog = page.getByRole('dialog', { name: 'Aurora Privacy Policy' });
    await expect.element(dialog).toBeVisible();
    await expect
      .element(dialog.getByRole('heading', { level: 3, name: '1. Who we are' }))
      .toBeVisible();
    await expect.element(dialog.getByText('Aurora is responsible.')).toBeVisible();
    await expect.element(dialog.getByText('<img src="x" alt="injected"> stays text')).toBeVisible();
    expect(document.querySelector('dialog img')).toBeNull();
    await expect
      .element(dialog.getByText('Version 1, in effect since January 1, 2025'))
      .toBeVisible();
    await expect
      .element(dialog.getByRole('heading', { level: 2, name: 'Aurora Privacy Policy' }))
      .toHaveFocus();
    expect(calls[0]?.url.searchParams.get('kind')).toBe('privacy-policy');
    expect(calls[0]?.url.searchParams.get('lang')).toBe('en');
    expect(calls[0]?.url.searchParams.has('country')).toBe(false);

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    await expect.element(link).toHaveFocus();

    // Escape closes it too; the text was kept, so it is not fetched again.
    await link.click();
    await expect.element(dialog).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  test('asks in the UI language and for the country; marks the text with its language', async () => {
    await i18n.changeLanguage('de');
    const calls = stubFetch([
      privacyRoute(() =>
        ok(
          legalDocument({
            kind: 'user-agreement',
            language: 'de',
            country: 'AT',
            title: 'Aurora AGB Österreich',
            body: '## 1. Über diese Vereinbarung\n\nDiese Vereinbarung regelt Ihr Konto.',
          }),
        ),
      ),
    ]);
    await renderRoute(<LegalDocumentLink kind="user-agreement" country="AT" />);
    await page.getByRole('button', { name: de.legal.userAgreement }).click();

    const dialog = page.getByRole('dialog', { name: 'Aurora AGB Österreich' });
    await expect.element(dialog.getByText('Diese Vereinbarung regelt Ihr Konto.')).toBeVisible();
    await expect
      .element(dialog.getByRole('region', { name: 'Aurora AGB Österreich' }))
      .toHaveAttribute('lang', 'de');
    expect(dialog.getByText(de.legal.shownInLanguage.split('{{')[0] ?? '').all()).toHaveLength(0);
    expect(Object.fromEntries(calls[0]?.url.searchParams ?? [])).toEqual({
      kind: 'user-agreement',
      lang: 'de',
      country: 'AT',
    });
  });

  test('says when the text is in another language than the UI', async () => {
    await i18n.changeLanguage('zh');
    stubFetch([privacyRoute(() => ok(legalDocument({ language: 'en' })))]);
    await renderRoute(<LegalDocumentLink kind="privacy-policy" />);
    await page.getByRole('button', { name: '隐私政策' }).click();
    await expect
      .element(page.getByText('此文档暂无您所用语言的版本，现以English显示。'))
      .toBeVisible();
  });

  test('a failed load says so in the dialog, and Try again loads it', async () => {
    let fail = true;
    stubFetch([
      privacyRoute(() =>
        fail ? { status: 503, body: { code: 50300, msg: 'down' } } : ok(legalDocument()),
      ),
    ]);
    await renderRoute(<LegalDocumentLink kind="privacy-policy" />);
    await page.getByRole('button', { name: 'Privacy Policy' }).click();

    await expect
      .element(page.getByRole('alert'))
      .toMatchTextContent('The document could not be loaded.');
    // Shown in the dialog, not as a toast as well.
    expect(document.querySelectorAll('[data-sonner-toast]')).toHaveLength(0);
    fail = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect.element(page.getByText('Aurora is responsible for your data.')).toBeVisible();
  });
});
