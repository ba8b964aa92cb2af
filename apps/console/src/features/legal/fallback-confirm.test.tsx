import { consoleAdminPaths, consolePaths } from '@account-centre/contract';
import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { memoryLocation } from 'wouter/memory-location';
import { App } from '#app/app.tsx';
import { fakeServer, ok } from '#testing/fake-server.ts';

const admin = { email: 'admin@example.com', role: 'admin', csrfToken: 'csrf-admin' };

describe('publishing in fewer languages than the app offers (issue 37)', () => {
  test('lists the languages left to English and publishes only once that is confirmed', async () => {
    const published: unknown[] = [];
    fakeServer((call) => {
      if (call.path === consolePaths.me) return ok(admin);
      if (call.method === 'GET' && call.path === consoleAdminPaths.legal) {
        return ok({ versions: [], appLanguages: ['en', 'de', 'ar', 'zh'] });
      }
      if (call.method === 'POST' && call.path === consoleAdminPaths.legal) {
        published.push(call.body);
        return ok({
          kind: 'user-agreement',
          version: 1,
          country: null,
          publishedAt: '2026-11-27T07:00:00.000Z',
          texts: [],
          acceptances: 0,
        });
      }
      return undefined;
    });
    await render(<App hook={memoryLocation({ path: '/legal' }).hook} />);
    await userEvent.click(page.getByRole('button', { name: 'Publish new version' }));
    const dialog = page.getByRole('dialog');
    await userEvent.fill(dialog.getByLabelText('Title'), 'User agreement');
    await userEvent.fill(dialog.getByLabelText('Text', { exact: true }), 'The terms.');
    await expect
      .element(dialog.getByText(/will be shown the English one/))
      .toHaveTextContent(
        'These app languages have no text in this version and will be shown the English one: German (de), Arabic (ar), and Chinese (zh).',
      );

    // A German text takes German off the list.
    await userEvent.click(dialog.getByRole('button', { name: 'Add language' }));
    const second = dialog.getByRole('group', { name: 'Text 2' });
    await userEvent.selectOptions(second.getByLabelText('Language'), 'de');
    await userEvent.fill(second.getByLabelText('Title'), 'Nutzungsvereinbarung');
    await userEvent.fill(second.getByLabelText('Text', { exact: true }), 'Die Bedingungen.');
    await expect
      .element(dialog.getByText(/will be shown the English one/))
      .toHaveTextContent(
        'These app languages have no text in this version and will be shown the English one: Arabic (ar) and Chinese (zh).',
      );

    // Not published unconfirmed: the checkbox says why and takes the focus.
    const confirm = dialog.getByRole('checkbox', {
      name: 'Publish with the English text for these languages',
    });
    await userEvent.click(dialog.getByRole('button', { name: 'Publish' }));
    await expect.element(confirm).toHaveFocus();
    await expect.element(confirm).toHaveAccessibleDescription(/Confirm that these languages/);
    expect(published).toEqual([]);

    await userEvent.click(confirm);
    await userEvent.click(dialog.getByRole('button', { name: 'Publish' }));
    await expect.element(page.getByRole('status').filter({ hasText: 'Done' })).toBeVisible();
    expect(published).toEqual([
      {
        kind: 'user-agreement',
        country: null,
        texts: [
          { language: 'en', title: 'User agreement', body: 'The terms.' },
          { language: 'de', title: 'Nutzungsvereinbarung', body: 'Die Bedingungen.' },
        ],
      },
    ]);
  });

  test('asks nothing when every app language has its text', async () => {
    fakeServer((call) => {
      if (call.path === consolePaths.me) return ok(admin);
      if (call.method === 'GET' && call.path === consoleAdminPaths.legal) {
        return ok({ versions: [], appLanguages: ['en'] });
      }
      return undefined;
    });
    await render(<App hook={memoryLocation({ path: '/legal' }).hook} />);
    await userEvent.click(page.getByRole('button', { name: 'Publish new version' }));
    const dialog = page.getByRole('dialog');
    await expect.element(dialog.getByLabelText('Title')).toBeVisible();
    await expect.element(dialog.getByRole('checkbox')).not.toBeInTheDocument();
  });
});
