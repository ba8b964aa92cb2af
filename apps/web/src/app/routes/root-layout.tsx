import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { AppShell } from '#components/layout/app-shell.tsx';
import { SecureContextGate } from '#components/layout/secure-context-gate.tsx';

/**
 * Header and footer stay while a lazily loaded screen arrives (the loading overlay covers it);
 * without a secure context the screens give way to the page that says https is needed.
 */
export function RootLayout() {
  return (
    <AppShell>
      <SecureContextGate>
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </SecureContextGate>
    </AppShell>
  );
}
