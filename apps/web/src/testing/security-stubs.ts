import { connectorPaths } from '@account-centre/contract';
import { ok, type StubRoute } from '#testing/fetch-stub.ts';

/**
 * Home's security sections (issue 24): no passkeys, no other devices, no activity, no
 * authenticator app; no other sign-in methods linked and none to link (decision 050).
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
  {
    method: 'GET',
    path: connectorPaths('aurora').connectorIdentities,
    reply: () => ok({ identities: [] }),
  },
  { method: 'GET', path: connectorPaths('aurora').connectors, reply: () => ok({ connectors: [] }) },
];

/** Whether a call is one of the security sections' (they load in parallel with the rest). */
export function isSecurityCall(call: { url: URL }): boolean {
  return securityRoutes.some((route) => route.path === call.url.pathname);
}
