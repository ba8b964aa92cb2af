import { useSyncExternalStore } from 'react';
import { getCountryState, subscribeCountryState } from '#lib/country/country-store.ts';
import type { CountryState } from '#lib/country/country-state.ts';

/** The visit's country state (spec §3), re-rendering when the visitor picks another country. */
export function useCountryState(): CountryState {
  // The same on a prerendered page: it was rendered, and is hydrated, for this state (app/page-key.ts).
  return useSyncExternalStore(subscribeCountryState, getCountryState, getCountryState);
}
