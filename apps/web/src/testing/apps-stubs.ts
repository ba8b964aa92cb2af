import { ok, type StubRoute } from '#testing/fetch-stub.ts';

export const APPS_PATH = '/api/aurora-user/v1/apps';

/** Home's list of apps that can sign the user in (decision 031): none. */
export const noApps: StubRoute = { method: 'GET', path: APPS_PATH, reply: () => ok({ apps: [] }) };
