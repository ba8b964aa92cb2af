import type { StaffRole } from '@account-centre/contract';

/** The console's pages, in the navigation's order; support staff see only Users. */
export const NAV_ITEMS = [
  { path: '/users', label: 'nav.users', adminOnly: false },
  { path: '/deletions', label: 'nav.deletions', adminOnly: false },
  { path: '/clients', label: 'nav.clients', adminOnly: true },
  { path: '/legal', label: 'nav.legal', adminOnly: true },
  { path: '/keys', label: 'nav.keys', adminOnly: true },
  { path: '/messages', label: 'nav.messages', adminOnly: true },
  { path: '/mail', label: 'nav.mail', adminOnly: true },
  { path: '/connectors', label: 'nav.connectors', adminOnly: true },
  { path: '/webhooks', label: 'nav.webhooks', adminOnly: true },
  { path: '/user-imports', label: 'nav.userImports', adminOnly: true },
  { path: '/staff', label: 'nav.staff', adminOnly: true },
  { path: '/audit', label: 'nav.audit', adminOnly: true },
] as const;

export function navItemsFor(role: StaffRole) {
  return NAV_ITEMS.filter((item) => role === 'admin' || !item.adminOnly);
}
