import { APP_CONFIG_META_NAME } from '@account-centre/contract';
import { afterEach, describe, expect, test } from 'vitest';
import * as z from 'zod/mini';
import { defaultAppConfig } from '#config/app-config.ts';
import { apiBaseUrlFor, currentApiBaseUrl } from '#lib/api/api-base-url.ts';
import { selectCountryArea } from '#lib/country/country-store.ts';
import { sendRequest } from '#lib/api/http.ts';
import { initRuntime } from '#lib/runtime.ts';
import { ok, stubFetch } from '#testing/fetch-stub.ts';

const urls = { eu: 'https://eu.example.test', us: 'https://us.example.test/account' };

describe('apiBaseUrlFor', () => {
  test('the configured server of the country’s region domain, else the page’s origin', () => {
    expect(apiBaseUrlFor('eu', urls)).toBe('https://eu.example.test');
    expect(apiBaseUrlFor('us', urls)).toBe('https://us.example.test/account');
    expect(apiBaseUrlFor('cn', urls)).toBe('');
    expect(apiBaseUrlFor(undefined, urls)).toBe('');
    expect(apiBaseUrlFor('eu', {})).toBe('');
  });
});

describe('calls go to the selected country’s regional server', () => {
  const meta = document.createElement('meta');
  meta.name = APP_CONFIG_META_NAME;
  const visit = (search: string) => {
    meta.content = JSON.stringify({ ...defaultAppConfig, regionApiBaseUrls: urls });
    document.head.append(meta);
    initRuntime({ hostname: 'example.test', search }, document);
  };
  afterEach(() => {
    meta.remove();
    initRuntime({ hostname: 'example.test', search: '' }, document);
  });

  test('the same origin when no regional server is configured', async () => {
    expect(await currentApiBaseUrl()).toBe('');
  });

  test('by the domain of the selected country, following the visitor’s pick', async () => {
    visit('?country=DE');
    expect(await currentApiBaseUrl()).toBe('https://eu.example.test');
    visit('?country=US');
    expect(await currentApiBaseUrl()).toBe('https://us.example.test/account');
    selectCountryArea('CA');
    expect(await currentApiBaseUrl()).toBe('https://us.example.test/account');
    visit('?country=CN');
    expect(await currentApiBaseUrl()).toBe('');
  });

  test('the request itself is sent there, path and query appended', async () => {
    visit('?country=FR');
    const path = '/api/aurora-user/v1/thing';
    const calls = stubFetch([{ method: 'GET', path, reply: () => ok({}) }]);
    await sendRequest({ method: 'GET', path, query: { a: '1' }, schema: z.unknown() });
    expect(calls[0]?.url.href).toBe(`https://eu.example.test${path}?a=1`);
  });
});
