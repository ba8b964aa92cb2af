import { useSyncExternalStore } from 'react';
import { getCountryState, subscribeCountryState } from '#lib/country-store.ts';
import type { CountryState } from '#lib/country-state.ts';

/** The visit's country state (spec §3), re-rendering when the visitor picks another country. */
export function useCountryState(): CountryState {
  return useSyncExternalStore(subscribeCountryState, getCountryState);
}
