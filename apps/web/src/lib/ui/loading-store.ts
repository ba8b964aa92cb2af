import { LOADING_CLOSE_DELAY_MS } from '@account-centre/contract';

/**
 * Spec §2: the loading overlay counts concurrent requests and closes 300 ms after the last
 * one finishes. A request that starts within the delay keeps it open.
 */
function createLoadingStore(closeDelayMs: number) {
  let active = 0;
  let visible = false;
  let closeTimer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();

  const setVisible = (next: boolean) => {
    if (next === visible) return;
    visible = next;
    for (const listener of listeners) listener();
  };

  return {
    start(): void {
      active += 1;
      clearTimeout(closeTimer);
      closeTimer = undefined;
      setVisible(true);
    },
    end(): void {
      active = Math.max(0, active - 1);
      if (active > 0) return;
      clearTimeout(closeTimer);
      closeTimer = setTimeout(() => {
        closeTimer = undefined;
        if (active === 0) setVisible(false);
      }, closeDelayMs);
    },
    isVisible(): boolean {
      return visible;
    },
    activeCount(): number {
      return active;
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Tests only: forget every request. */
    reset(): void {
      clearTimeout(closeTimer);
      closeTimer = undefined;
      active = 0;
      setVisible(false);
    },
  };
}

export const loadingStore = createLoadingStore(LOADING_CLOSE_DELAY_MS);
