import { Outlet } from 'react-router';
import { AppShell } from '#components/layout/app-shell.tsx';

export function RootLayout() {
  return (
    <AppShell>
      <Outlet />
    </AppShell>
  );
}

/** Shown while the first lazily loaded screen arrives (the loading overlay covers it). */
export function RootFallback() {
  return null;
}
