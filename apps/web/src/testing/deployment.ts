import { APP_CONFIG_META_NAME, type WebAppConfig } from '@account-centre/contract';
import { onTestFinished } from 'vitest';
import { defaultAppConfig } from '#config/app-config.ts';
import { initRuntime } from '#lib/runtime.ts';

const TEST_HOST = 'example.test';

/**
 * Runs the rest of the test as a new visit to a deployment whose server wrote `config` into the
 * page (over the defaults), served from `hostname` (`localhost` defaults to the Chinese mainland,
 * spec §4). The test default comes back when the test ends.
 */
export function setDeployment({
  config = {},
  hostname = TEST_HOST,
  search = '',
}: {
  config?: Partial<WebAppConfig>;
  hostname?: string;
  /** The query string the visit starts with (`?client_id=…`). */
  search?: string;
}): void {
  const meta = document.createElement('meta');
  meta.name = APP_CONFIG_META_NAME;
  meta.content = JSON.stringify({ ...defaultAppConfig, ...config });
  document.head.prepend(meta);
  // A new visit: nothing kept from the test default's (the country state lives in the session).
  sessionStorage.clear();
  initRuntime({ hostname, search }, document);
  onTestFinished(() => {
    meta.remove();
    sessionStorage.clear();
    initRuntime({ hostname: TEST_HOST, search: '' }, document);
  });
}
