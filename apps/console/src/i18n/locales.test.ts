import { consoleOnlyErrorNames } from '@account-centre/contract';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { de } from '#i18n/locales/de.ts';
import { en } from '#i18n/locales/en.ts';
import { zh } from '#i18n/locales/zh.ts';
import { pickLanguage } from '#i18n/languages.ts';

/** Every key path of a catalogue, `a.b.c`, with its text. */
function entries(texts: object, prefix = ''): [string, unknown][] {
  return Object.entries(texts).flatMap(([key, value]): [string, unknown][] =>
    typeof value === 'object' && value !== null
      ? entries(value as object, `${prefix}${key}.`)
      : [[`${prefix}${key}`, value]],
  );
}
const placeholders = (text: unknown) => [...String(text).matchAll(/{{(\w+)}}/g)].map((m) => m[1]);

describe('console texts', () => {
  const english = new Map(entries(en));

  it.each([
    ['zh', zh],
    ['de', de],
  ])(
    '%s has exactly the English keys, each a non-empty text with the same placeholders',
    (_, texts) => {
      const other = new Map(entries(texts));
      expect([...other.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [key, text] of other) {
        expect(typeof text, key).toBe('string');
        expect(String(text).trim(), key).not.toBe('');
        expect(placeholders(text).sort(), key).toEqual(placeholders(english.get(key)).sort());
      }
    },
  );

  it.each([
    ['en', en],
    ['zh', zh],
    ['de', de],
  ] as const)(
    '%s: every count takes the plural form Intl.PluralRules picks for it (issue 37)',
    async (language, texts) => {
      const i18n = i18next.createInstance();
      await i18n.init({
        lng: language,
        resources: { [language]: { translation: texts } },
        interpolation: { escapeValue: false },
      });
      const rules = new Intl.PluralRules(language);
      const counted = entries(texts).filter(([key]) => /_(zero|one|two|few|many|other)$/.test(key));
      expect(counted.length).toBeGreaterThan(0);
      for (const base of new Set(counted.map(([key]) => key.replace(/_[a-z]+$/, '')))) {
        for (const count of [0, 1, 2, 5, 21]) {
          const form = (texts as unknown as Record<string, Record<string, string>>)[
            base.split('.')[0] ?? ''
          ]?.[`${base.split('.')[1] ?? ''}_${rules.select(count)}`];
          expect(form, `${base} has its ${rules.select(count)} form`).toBeDefined();
          expect(i18n.t(base as 'legal.total', { count }), `${base} ${count}`).toBe(
            form?.replace('{{count}}', String(count)),
          );
        }
      }
      if (language === 'en')
        expect(i18n.t('legal.total', { count: 1 })).toBe('1 acceptance in this tenant');
      if (language === 'de') {
        expect(i18n.t('legal.total', { count: 1 })).toBe('1 Zustimmung in diesem Mandanten');
      }
    },
  );

  it("has a text for every one of the console's own errors", () => {
    for (const name of consoleOnlyErrorNames)
      expect(english.has(`errors.${name}`), name).toBe(true);
  });

  it("picks the stored choice, else the browser's first language it speaks, else English", () => {
    expect(pickLanguage('de', ['zh-CN'])).toBe('de');
    expect(pickLanguage(null, ['fr-FR', 'zh-CN', 'de'])).toBe('zh');
    expect(pickLanguage('xx', ['DE-at'])).toBe('de');
    expect(pickLanguage(undefined, ['fr', 'ja'])).toBe('en');
  });
});
