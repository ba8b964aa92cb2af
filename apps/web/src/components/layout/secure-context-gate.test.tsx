import { describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { hasSecureContext, SecureContextGate } from '#components/layout/secure-context-gate.tsx';
import { i18n } from '#lib/i18n/i18n.ts';
import { stubFetch } from '#testing/fetch-stub.ts';
import { renderRoute } from '#testing/render-route.tsx';

const insecure = { isSecureContext: false, crypto: {} } as unknown as typeof globalThis;

describe('SecureContextGate', () => {
  test('knows a context without Web Crypto', () => {
    expect(hasSecureContext()).toBe(true);
    expect(hasSecureContext(insecure)).toBe(false);
    expect(hasSecureContext({ isSecureContext: true, crypto: {} } as typeof globalThis)).toBe(
      false,
    );
  });

  test('over plain http on another host: a clear, localized page instead of the screen', async () => {
    vi.stubGlobal('isSecureContext', false);
    const calls = stubFetch([]);
    await i18n.changeLanguage('de');
    await renderRoute(
      <SecureContextGate>
        <p>screen</p>
      </SecureContextGate>,
    );
    await expect
      .element(page.getByRole('heading', { name: 'Eine sichere Verbindung ist erforderlich' }))
      .toBeVisible();
    await expect.element(page.getByRole('alert')).toMatchTextContent(/über HTTPS bereitgestellt/);
    expect(page.getByText('screen').all()).toHaveLength(0);
    expect(calls).toHaveLength(0);
  });

  test('in a secure context the screen shows', async () => {
    await renderRoute(
      <SecureContextGate>
        <p>screen</p>
      </SecureContextGate>,
    );
    await expect.element(page.getByText('screen')).toBeVisible();
  });
});
