import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PagePanel } from '#components/layout/page-panel.tsx';

/**
 * The browser gives the Web Crypto API (`crypto.subtle`, which the request security needs for
 * every call after the public key) only to secure contexts: https, or localhost. Elsewhere the
 * app could not make one call.
 */
export function hasSecureContext(scope: typeof globalThis = globalThis): boolean {
  return scope.isSecureContext !== false && scope.crypto?.subtle !== undefined;
}

/**
 * Served over plain http on another host, the screens are replaced by a clear page saying the
 * account centre must be served over https (instead of failing silently after the first call).
 */
export function SecureContextGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  if (typeof window === 'undefined' || hasSecureContext()) return children;
  return (
    <PagePanel title={t('insecureContextTitle')}>
      <p role="alert">{t('insecureContextText')}</p>
    </PagePanel>
  );
}
