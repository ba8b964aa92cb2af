import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { loadingStore } from '#lib/ui/loading-store.ts';

/** Shown while requests run (spec §2); closes 300 ms after the last one finishes. */
export function LoadingOverlay() {
  const { t } = useTranslation();
  const visible = useSyncExternalStore(
    loadingStore.subscribe,
    loadingStore.isVisible,
    // A page prerendered or being hydrated shows no overlay.
    () => false,
  );
  if (!visible) return null;
  return (
    <div
      className="loading-overlay"
      data-testid="loading-overlay"
      role="status"
      aria-label={t('loading')}
    >
      <span className="loading-overlay__spinner" aria-hidden="true" />
    </div>
  );
}
