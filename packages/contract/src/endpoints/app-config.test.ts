import { describe, expect, it } from 'vitest';
import { apiBaseUrlSchema, regionApiBaseUrlsSchema } from '#endpoints/app-config.ts';

describe('regional API base URLs', () => {
  it.each(['https://eu.example.com', 'http://localhost:3000', 'https://example.com/account/api'])(
    'accepts %s',
    (url) => expect(apiBaseUrlSchema.safeParse(url).success).toBe(true),
  );

  it.each([
    'https://eu.example.com/',
    'ftp://eu.example.com',
    'https://eu.example.com?x=1',
    'https://eu.example.com/#top',
    'https://user:secret@eu.example.com',
    'eu.example.com',
    '',
  ])('refuses %j', (url) => expect(apiBaseUrlSchema.safeParse(url).success).toBe(false));

  it('maps region domains, any subset, and nothing else', () => {
    expect(regionApiBaseUrlsSchema.parse({})).toEqual({});
    const urls = { eu: 'https://eu.example.com', ru: 'https://ru.example.com' };
    expect(regionApiBaseUrlsSchema.parse(urls)).toEqual(urls);
    expect(regionApiBaseUrlsSchema.safeParse({ de: 'https://de.example.com' }).success).toBe(false);
  });
});
