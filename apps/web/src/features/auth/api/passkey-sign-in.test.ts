import { afterEach, describe, expect, test, vi } from 'vitest';
import { cancelPasskeyRequest, signInWithPasskey } from '#features/auth/api/passkey-sign-in.ts';
import { loadingStore } from '#lib/ui/loading-store.ts';
import { ok, stubFetch } from '#testing/fetch-stub.ts';

const OPTIONS_PATH = '/api/aurora-auth/passkey/options';
const optionsRoute = {
  method: 'POST' as const,
  path: OPTIONS_PATH,
  reply: () => ok({ challenge: 'Y2hhbGxlbmdl', rpId: 'localhost', allowCredentials: [] }),
};

describe('passkey sign-in: the loading overlay (issue 37)', () => {
  afterEach(async () => {
    await cancelPasskeyRequest();
    vi.restoreAllMocks();
  });

  test('the autofill asks for its options in the background: no overlay', async () => {
    const start = vi.spyOn(loadingStore, 'start');
    const calls = stubFetch([optionsRoute]);
    void signInWithPasskey(true).catch(() => {});
    await expect.poll(() => calls.map((call) => call.url.pathname)).toEqual([OPTIONS_PATH]);
    expect(start).not.toHaveBeenCalled();
    expect(loadingStore.isVisible()).toBe(false);
  });

  test('"Sign in with a passkey", which the user pressed, shows it', async () => {
    const start = vi.spyOn(loadingStore, 'start');
    const calls = stubFetch([optionsRoute]);
    void signInWithPasskey(false).catch(() => {});
    await expect.poll(() => calls.map((call) => call.url.pathname)).toEqual([OPTIONS_PATH]);
    expect(start).toHaveBeenCalledTimes(1);
  });
});
