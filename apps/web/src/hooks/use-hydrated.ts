import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while a prerendered page is rendered and hydrated, true from then on (and at once when
 * the app renders afresh): what a control that only works with JavaScript waits for.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
