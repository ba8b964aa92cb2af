import { errorNames } from '@account-centre/contract';
import { describe, expect, test } from 'vitest';
import { NAMESPACES } from '#i18n/locale-loaders.ts';
import { en } from '#i18n/locales/en/index.ts';
import { zh } from '#i18n/locales/zh/index.ts';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) =>
    keys(inner, prefix ? `${prefix}.${key}` : key),
  );
}

describe('locales', () => {
  test('zh has exactly the keys of en', () => {
    expect(keys(zh).sort()).toEqual(keys(en).sort());
  });

  test('no text is empty and interpolations match', () => {
    const placeholders = (text: string) =>
      [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
    for (const key of keys(en)) {
      const [ns, name] = key.split('.') as [keyof typeof en, string];
      const english = (en[ns] as Record<string, string>)[name] ?? '';
      const chinese = (zh[ns] as Record<string, string>)[name] ?? '';
      expect(english, key).not.toBe('');
      expect(chinese, key).not.toBe('');
      expect(placeholders(chinese), key).toEqual(placeholders(english));
    }
  });

  test('every catalogue error has errors.<name>, and nothing else is there', () => {
    expect(Object.keys(en.errors).sort()).toEqual([...errorNames].sort());
  });

  test('NAMESPACES lists every namespace', () => {
    expect([...NAMESPACES].sort()).toEqual(Object.keys(en).sort());
  });
});
