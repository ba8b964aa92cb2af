import type { ReactNode } from 'react';
import { AppShell } from '#components/layout/app-shell.tsx';
import { SecureContextGate } from '#components/layout/secure-context-gate.tsx';
import { LazyPart } from '#components/ui/lazy-part.tsx';

/**
 * Header and footer stay while a lazily loaded screen arrives (the loading overlay covers it);
 * without a secure context the screens give way to the page that says https is needed.
 */
export function RootLayout({ children }: { children: ReactNode }) {
  return (
    <AppShell>
      <SecureContextGate>
        <LazyPart fallback={null}>{children}</LazyPart>
      </SecureContextGate>
    </AppShell>
  );
}
