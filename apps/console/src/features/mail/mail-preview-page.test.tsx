import { CONSOLE_MAIL_PREVIEWS_PATH, consolePaths } from '@account-centre/contract';
import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { memoryLocation } from 'wouter/memory-location';
import { App } from '#app/app.tsx';
import { fakeServer, ok } from '#testing/fake-server.ts';

const staff = (role: 'admin' | 'support') => ({
  email: `${role}@example.com`,
  role,
  csrfToken: `csrf-${role}`,
});

const mailsFor = (brand: string, language: string) => [
  {
    kind: 'code-login',
    subject: `Code ${brand} ${language}`,
    text: 'Your code: 482913',
    html: `<html><body><p id="inside">Sign-in code of ${brand} in ${language}</p></body></html>`,
    override: null,
  },
  {
    kind: 'email-changed',
    subject: 'Changed',
    text: 'Undo: https://accounts.example/undoEmailChange',
    html: '<html><body><p>Changed</p></body></html>',
    override:
      brand === 'second'
        ? { html: 'second/de/email-changed.html', text: 'second/de/email-changed.txt' }
        : null,
  },
];

describe('mail preview (decision 065)', () => {
  test('an admin previews every template per brand and language in sandboxed frames', async () => {
    const calls = fakeServer((call) => {
      if (call.path === consolePaths.me) return ok(staff('admin'));
      if (call.path.startsWith(CONSOLE_MAIL_PREVIEWS_PATH)) {
        const query = new URL(call.path, 'https://console.example').searchParams;
        const brand = query.get('brand') ?? 'first';
        const language = query.get('language') ?? 'en';
        return ok({ brand, brandName: brand, language, mails: mailsFor(brand, language) });
      }
      return undefined;
    });
    await render(<App hook={memoryLocation({ path: '/mail' }).hook} />);
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'E-mail templates' }))
      .toBeVisible();
    await expect
      .element(page.getByRole('heading', { name: 'code-login · Code first en' }))
      .toBeVisible();
    const frame = page.getByTitle('Preview of code-login').element() as HTMLIFrameElement;
    expect(frame.getAttribute('sandbox')).toBe('allow-same-origin');
    // The frame loads the server's page of this mail (its own CSP), not a `srcdoc` under the console's.
    expect(frame.getAttribute('src')).toBe(
      `${CONSOLE_MAIL_PREVIEWS_PATH}/code-login/en/html?brand=first`,
    );
    expect(frame.hasAttribute('srcdoc')).toBe(false);
    await expect.element(page.getByText('Built-in template.').first()).toBeVisible();

    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Brand' }), 'second');
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'E-mail language' }), 'de');
    await expect
      .element(page.getByRole('heading', { name: 'code-login · Code second de' }))
      .toBeVisible();
    await expect
      .element(page.getByText("Operator's template: second/de/email-changed.html"))
      .toBeVisible();
    const second = page.getByTitle('Preview of email-changed').element() as HTMLIFrameElement;
    expect(second.getAttribute('src')).toBe(
      `${CONSOLE_MAIL_PREVIEWS_PATH}/email-changed/de/html?brand=second`,
    );
    expect(second.getAttribute('sandbox')).toBe('allow-same-origin');
    expect(calls.some((call) => call.path.includes('brand=second&language=de'))).toBe(true);
  });

  test('support staff are not offered the page', async () => {
    fakeServer((call) => (call.path === consolePaths.me ? ok(staff('support')) : undefined));
    await render(<App hook={memoryLocation({ path: '/mail' }).hook} />);
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'E-mail templates' }))
      .not.toBeInTheDocument();
    await expect.element(page.getByRole('link', { name: 'Mail' })).not.toBeInTheDocument();
  });
});
