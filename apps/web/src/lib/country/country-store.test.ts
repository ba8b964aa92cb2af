import { APP_CONFIG_META_NAME, type WebAppConfig } from '@account-centre/contract';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { defaultAppConfig } from '#config/app-config.ts';
import { defaultCountry } from '#lib/country/default-country.ts';
import {
  getCountryState,
  selectCountryArea,
  subscribeCountryState,
} from '#lib/country/country-store.ts';
import { initRuntime } from '#lib/runtime.ts';

function visit(search: string, hostname = 'example.test') {
  initRuntime({ hostname, search }, document);
}

function stored(key: string): unknown {
  return JSON.parse(sessionStorage.getItem(`ac-${key}`) ?? 'null');
}

/** A deployment whose server sends `config` (in the page's meta tag) until the test ends. */
function deployed(config: Partial<WebAppConfig>) {
  const meta = document.createElement('meta');
  meta.name = APP_CONFIG_META_NAME;
  meta.content = JSON.stringify({ ...defaultAppConfig, ...config });
  document.head.append(meta);
  return meta;
}

describe('the visit’s country state', () => {
  let meta: HTMLMetaElement | undefined;
  afterEach(() => {
    meta?.remove();
    meta = undefined;
    visit('');
  });

  test('is decided at start and kept per visit in session storage, in the spec envelope', () => {
    vi.spyOn(Date, 'now').mockReturnValue(1_700_000_000_000);
    visit('?country=fr');
    expect(getCountryState()).toEqual({
      countryArea: 'FR',
      countryDisabled: false,
      countryList: 'FR',
    });
    expect(stored('countryArea')).toEqual({
      dataType: 'string',
      content: 'FR',
      type: 'sessionStorage',
      datetime: 1_700_000_000_000,
    });
    expect(stored('countryDisabled')).toMatchObject({ dataType: 'boolean', content: false });
    expect(stored('countryList')).toMatchObject({ dataType: 'string', content: 'FR' });
    expect(localStorage.getItem('ac-countryArea')).toBeNull();
  });

  test('a pick is kept across a reload without the parameter; a new parameter overrides it', () => {
    visit('?country=FR');
    const listener = vi.fn();
    const unsubscribe = subscribeCountryState(listener);
    selectCountryArea('BE');
    selectCountryArea('DE'); // not in the FR group
    unsubscribe();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(getCountryState().countryArea).toBe('BE');

    visit('');
    expect(getCountryState()).toEqual({
      countryArea: 'BE',
      countryDisabled: false,
      countryList: 'FR',
    });
    visit('?country=FR');
    expect(getCountryState().countryArea).toBe('BE');
    visit('?country=XX');
    expect(getCountryState()).toEqual({
      countryArea: 'DE',
      countryDisabled: true,
      countryList: 'default',
    });
    selectCountryArea('FR');
    expect(getCountryState().countryArea).toBe('DE');
    visit('');
    expect(getCountryState().countryDisabled).toBe(true);
  });

  test('a new visit (empty session) starts from the rules', () => {
    visit('?country=XX');
    sessionStorage.clear();
    visit('', 'localhost');
    expect(getCountryState()).toEqual({
      countryArea: 'CN',
      countryDisabled: false,
      countryList: 'default',
    });
  });

  test('the groups come from the server’s configuration', () => {
    meta = deployed({ countryGroups: { BR: ['BR', 'PT'] } });
    visit('?country=br');
    expect(getCountryState()).toEqual({
      countryArea: 'BR',
      countryDisabled: false,
      countryList: 'BR',
    });
    visit('?country=FR');
    expect(getCountryState().countryDisabled).toBe(true);
  });

  test('defaultCountry: the visit’s country for its own host and parameter, the rules for others', () => {
    visit('?country=FR');
    selectCountryArea('MC');
    expect(defaultCountry('example.test', 'FR')).toBe('MC');
    expect(defaultCountry('example.test', 'IT')).toBe('IT');
    expect(defaultCountry('example.test')).toBe('DE');
    expect(defaultCountry('localhost')).toBe('CN');
    expect(defaultCountry('account.example.com', 'xx')).toBe('DE');
  });
});
