import 'vitest-browser-react';
import { ALL_LANGUAGES } from '@account-centre/contract';
import Cookies from 'js-cookie';
import { toast } from 'sonner';
import { afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { initI18n } from '#lib/i18n/i18n.ts';
import { loadSignedInTexts } from '#lib/i18n/signed-in-texts.ts';
import { loadingStore } from '#lib/ui/loading-store.ts';
import { initRuntime } from '#lib/runtime.ts';
import { setRequestSecurityEnabled } from '#lib/security/security-loader.ts';
import { failUnhandledRequests, unhandledRequests } from '#testing/fetch-stub.ts';

/** An unexpected console.error or console.warn fails the test (STYLE "Tests"). */
const consoleProblems: string[] = [];
const originalConsole = { error: console.error, warn: console.warn };

beforeAll(async () => {
  localStorage.clear();
  sessionStorage.clear();
  initRuntime({ hostname: 'example.test', search: '' }, document);
  await initI18n('en', ALL_LANGUAGES);
  // Feature tests render signed-in parts without their screen: every namespace is loaded (a
  // screen's own load is tested in app/signed-in-texts.test.tsx).
  await loadSignedInTexts();
});

beforeEach(async () => {
  consoleProblems.length = 0;
  for (const method of ['error', 'warn'] as const) {
    console[method] = (...args: unknown[]) => {
      consoleProblems.push(`console.${method}: ${args.map(String).join(' ')}`);
      originalConsole[method](...args);
    };
  }
  localStorage.clear();
  sessionStorage.clear();
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  loadingStore.reset();
  // Sonner keeps toasts in a module-level store; a new test starts without the last one's.
  toast.dismiss();
  initRuntime({ hostname: 'example.test', search: '' }, document);
  failUnhandledRequests();
  // Without WebAuthn by default: the login form would start a passkey request (autofill) on
  // every render. Passkeys are tested with a virtual authenticator in e2e/passkeys.test.ts.
  vi.stubGlobal('PublicKeyCredential', undefined);
  // Feature tests stub their calls in clear; the request security tests turn it on themselves.
  setRequestSecurityEnabled(false);
  const { i18n } = await import('#lib/i18n/i18n.ts');
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
});

afterEach(() => {
  console.error = originalConsole.error;
  console.warn = originalConsole.warn;
  vi.useRealTimers();
  vi.unstubAllGlobals();
  expect(unhandledRequests(), 'requests no stub answered').toEqual([]);
  expect(consoleProblems, 'unexpected console output').toEqual([]);
});
