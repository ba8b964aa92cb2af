import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { LoadingOverlay } from '#components/ui/loading-overlay.tsx';
import { Toaster } from '#components/ui/toaster.tsx';
import { i18n } from '#lib/i18n/i18n.ts';

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      {children}
      <LoadingOverlay />
      <Toaster />
    </I18nextProvider>
  );
}
