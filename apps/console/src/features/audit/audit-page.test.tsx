import {
  CONSOLE_AUDIT_ACTIONS,
  consolePaths,
  type ConsoleAuditEntry,
} from '@account-centre/contract';
import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { memoryLocation } from 'wouter/memory-location';
import '#styles/console.css';
import { App } from '#app/app.tsx';
import { switchLanguage } from '#i18n/i18n.ts';
import { de } from '#i18n/locales/de.ts';
import { en } from '#i18n/locales/en.ts';
import { zh } from '#i18n/locales/zh.ts';
import { fakeServer, ok } from '#testing/fake-server.ts';

const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

const entry = (action: string, extra: Partial<ConsoleAuditEntry> = {}): ConsoleAuditEntry => ({
  id: action,
  staffEmail: 'admin@example.com',
  action,
  target: null,
  tenantId: null,
  ip: '203.0.113.7',
  userAgent: null,
  device: null,
  at: '2026-11-20T10:00:00.000Z',
  ...extra,
});

function serve(entries: ConsoleAuditEntry[]) {
  fakeServer((call) => {
    if (call.path === consolePaths.me) {
      return ok({ email: 'admin@example.com', role: 'admin', csrfToken: 'csrf' });
    }
    if (call.path === consolePaths.audit) return ok({ entries });
    if (call.path.startsWith(`${consolePaths.users}`)) return ok({ users: [] });
    return undefined;
  });
}

async function open(path: string) {
  const location = memoryLocation({ path });
  await render(<App hook={location.hook} />);
}

const rows = () => [...document.querySelectorAll('tbody tr')];

describe('audit', () => {
  test.each([
    ['de', de],
    ['zh', zh],
    ['en', en],
  ] as const)(
    'every action is a label in %s, never its code (the code stays as the title)',
    async (language, texts) => {
      await switchLanguage(language);
      serve(CONSOLE_AUDIT_ACTIONS.map((action) => entry(action)));
      await open('/audit');
      await expect
        .element(page.getByRole('heading', { level: 1, name: texts.audit.heading }))
        .toBeVisible();
      await expect.poll(() => rows().length).toBe(CONSOLE_AUDIT_ACTIONS.length);
      const labels = new Set<string>();
      for (const [index, action] of CONSOLE_AUDIT_ACTIONS.entries()) {
        const cell = rows()[index]?.querySelectorAll('td')[2];
        const label = cell?.querySelector(`[data-action="${action}"]`);
        expect(label?.textContent, action).toBe(texts.audit.actions[action]);
        expect(label?.textContent, action).not.toBe(action);
        expect(label?.getAttribute('title'), action).toBe(action);
        expect(cell?.querySelector('code'), action).toBeNull();
        labels.add(label?.textContent ?? '');
      }
      // No two actions read the same.
      expect(labels.size).toBe(CONSOLE_AUDIT_ACTIONS.length);
    },
  );

  test('the browser and system, not the whole User-Agent (which stays in the title); an unreadable one whole; an unknown action as its code', async () => {
    await switchLanguage('zh');
    serve([
      entry('user-view', {
        userAgent: FIREFOX,
        device: { browser: 'Firefox', os: 'Windows 10', type: null },
      }),
      entry('user-search', {
        userAgent: 'curl/8.5.0',
        device: { browser: null, os: null, type: null },
      }),
      entry('something-newer', { userAgent: null }),
    ]);
    await open('/audit');
    await expect.poll(() => rows().length).toBe(3);
    const [viewed, searched, newer] = rows();
    expect(viewed?.textContent).toContain('查看账号');
    const named = page.getByText('Windows 10 上的 Firefox', { exact: true });
    await expect.element(named).toBeVisible();
    expect(named.element().getAttribute('title')).toBe(`User-Agent：${FIREFOX}`);
    expect(viewed?.textContent).not.toContain('Gecko');
    expect(searched?.textContent).toContain('curl/8.5.0');
    expect(newer?.querySelector('code')?.textContent).toBe('something-newer');
  });
});

describe('page headings', () => {
  test('take the focus on every page, by mouse or keyboard, with no focus box; controls keep theirs', async () => {
    serve([]);
    await open('/users');
    const users = page.getByRole('heading', { level: 1, name: 'Users' });
    await expect.element(users).toHaveFocus();
    expect(getComputedStyle(users.element()).outlineStyle).toBe('none');

    // Keyboard: to the audit link, Enter.
    const link = page.getByRole('link', { name: 'Audit' });
    (link.element() as HTMLElement).focus();
    await userEvent.keyboard('{Tab}{Shift>}{Tab}{/Shift}');
    await expect.element(link).toHaveFocus();
    expect(link.element().matches(':focus-visible')).toBe(true);
    expect(getComputedStyle(link.element()).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    const audit = page.getByRole('heading', { level: 1, name: 'Audit' });
    await expect.element(audit).toHaveFocus();
    expect(getComputedStyle(audit.element()).outlineStyle).toBe('none');
  });
});
