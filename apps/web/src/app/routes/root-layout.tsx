import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { AppShell } from '#components/layout/app-shell.tsx';

/** Header and footer stay while a lazily loaded screen arrives (the loading overlay covers it). */
export function RootLayout() {
  return (
    <AppShell>
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
    </AppShell>
  );
}
