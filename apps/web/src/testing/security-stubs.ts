import { ok, type StubRoute } from '#testing/fetch-stub.ts';

/**
 * Home's security sections (issue 24): no passkeys, no other devices, no activity, no
 * authenticator app.
 */
export const securityRoutes: StubRoute[] = [
  { method: 'GET', path: '/api/aurora-user/v1/passkeys', reply: () => ok({ passkeys: [] }) },
  { method: 'GET', path: '/api/aurora-user/v1/sessions', reply: () => ok({ sessions: [] }) },
  { method: 'GET', path: '/api/aurora-user/v1/activity', reply: () => ok({ events: [] }) },
  {
    method: 'GET',
    path: '/api/aurora-user/v1/totp',
    reply: () => ok({ enabled: false, recoveryCodesLeft: 0 }),
  },
];

/** Whether a call is one of the security sections' (they load in parallel with the rest). */
export function isSecurityCall(call: { url: URL }): boolean {
  return securityRoutes.some((route) => route.path === call.url.pathname);
}
