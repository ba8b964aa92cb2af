import { useSyncExternalStore } from 'react';
import { isHydrated, subscribeHydration } from '#lib/ui/hydration.ts';

/**
 * False while a prerendered page is rendered and hydrated, including every lazily loaded part of
 * it (`LazyPart`), true from then on (and at once when the app renders afresh): what a control
 * that only works with JavaScript waits for.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribeHydration, isHydrated, () => false);
}
