/**
 * The visit's country state (spec §3 countryArea, countryDisabled, countryList): decided at
 * start by the rules of `#lib/country/country-state.ts`, changed by the visitor's pick, kept in session
 * storage (`ac-countryArea`, `ac-countryDisabled`, `ac-countryList`, spec envelope) so that a
 * reload keeps it and a new visit starts from its own `country` parameter.
 */
import type { CountryGroupTable } from '@account-centre/contract';
import * as z from 'zod/mini';
import {
  resolveCountryState,
  withCountryArea,
  type CountryState,
  type CountryStateInput,
} from '#lib/country/country-state.ts';
import { getStored, setStored } from '#lib/storage.ts';

let groups: CountryGroupTable = {};
let state: CountryState | undefined;
const listeners = new Set<() => void>();

function readStored(): CountryState | undefined {
  const countryArea = getStored('countryArea', z.string());
  const countryDisabled = getStored('countryDisabled', z.boolean());
  const countryList = getStored('countryList', z.string());
  if (countryArea === undefined || countryDisabled === undefined || countryList === undefined) {
    return undefined;
  }
  return { countryArea, countryDisabled, countryList };
}

function commit(next: CountryState): void {
  state = next;
  setStored('countryArea', next.countryArea);
  setStored('countryDisabled', next.countryDisabled);
  setStored('countryList', next.countryList);
  for (const listener of listeners) listener();
}

/** Decides the visit's country state from the host, the `country` parameter and storage. */
export function initCountryState(input: Omit<CountryStateInput, 'stored'>): CountryState {
  groups = input.groups;
  commit(resolveCountryState({ ...input, stored: readStored() }));
  return getCountryState();
}

export function getCountryState(): CountryState {
  if (!state) throw new Error('initCountryState() has not run');
  return state;
}

/** The visitor picked a country/region; ignored while the choice is locked or not offered. */
export function selectCountryArea(code: string): void {
  const current = getCountryState();
  const next = withCountryArea(groups, current, code);
  if (next !== current) commit(next);
}

/** For `useSyncExternalStore`. */
export function subscribeCountryState(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
