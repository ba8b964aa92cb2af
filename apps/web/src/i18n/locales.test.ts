import { ALL_LANGUAGES, errorNames, isConsoleOnlyErrorName } from '@account-centre/contract';
import { describe, expect, test } from 'vitest';
import { FIRST_SCREEN_NAMESPACES, localeLoaders } from '#i18n/locale-loaders.ts';
import { en } from '#i18n/locales/en/index.ts';

type Texts = Record<string, Record<string, string>>;

/** Every locale folder, found on disk so that a new one cannot escape the checks. */
const localeModules = import.meta.glob<Record<string, Texts>>('./locales/*/index.ts', {
  eager: true,
});
/** Each language's two chunks: the first screens' namespaces and the signed-in ones. */
const partModules = {
  firstScreen: import.meta.glob<Texts>('./locales/*/first-screen.ts', { eager: true }),
  signedIn: import.meta.glob<Texts>('./locales/*/signed-in.ts', { eager: true }),
};
const sameAsEnglishModules = import.meta.glob<{ sameAsEnglish: readonly string[] }>(
  './locales/*/same-as-english.ts',
  { eager: true },
);
const brandCopyModules = import.meta.glob<Record<string, Texts>>('../brands/*/copy/*.ts', {
  eager: true,
});

const tagOf = (path: string) => path.split('/').at(-2) ?? '';
const onlyExport = (module: Record<string, Texts>): Texts => {
  const values = Object.values(module);
  expect(values).toHaveLength(1);
  return values[0] as Texts;
};

const locales = Object.fromEntries(
  Object.entries(localeModules).map(([path, module]) => [tagOf(path), onlyExport(module)]),
);
const english = en as unknown as Texts;

function entries(texts: Texts): [string, string][] {
  return Object.entries(texts).flatMap(([ns, values]) =>
    Object.entries(values).map(([key, value]): [string, string] => [`${ns}.${key}`, value]),
  );
}
const englishText = new Map(entries(english));
/** The `{{placeholders}}` and the `<tags>` a text holds (Trans components fill the tags). */
const placeholders = (text: string) =>
  [
    ...[...text.matchAll(/{{\s*([\w.]+)(?:\s*,[^}]*)?\s*}}/g)].map((m) => m[1]),
    ...[...text.matchAll(/<\/?\w+>/g)].map((m) => m[0]),
  ].sort();

describe('locales', () => {
  test('every language of spec §3 has its folder and a loader, and nothing else has', () => {
    expect(Object.keys(locales).sort()).toEqual([...ALL_LANGUAGES].sort());
    expect(Object.keys(localeLoaders).sort()).toEqual([...ALL_LANGUAGES].sort());
  });

  test('each loader loads its own language, one chunk per part', async () => {
    for (const [tag, loader] of Object.entries(localeLoaders)) {
      expect(await loader.firstScreen(), tag).toBe(
        partModules.firstScreen[`./locales/${tag}/first-screen.ts`],
      );
      expect(await loader.signedIn(), tag).toBe(
        partModules.signedIn[`./locales/${tag}/signed-in.ts`],
      );
    }
  });

  test('each language is its two parts: the first screens’ namespaces, then the signed-in ones', () => {
    const namespaces = (part: Record<string, Texts>) =>
      Object.fromEntries(
        Object.entries(part).map(([path, texts]) => [tagOf(path), Object.keys(texts).sort()]),
      );
    const firstScreen = namespaces(partModules.firstScreen);
    const signedIn = namespaces(partModules.signedIn);
    const signedInEnglish = Object.keys(en)
      .filter((namespace) => !(FIRST_SCREEN_NAMESPACES as readonly string[]).includes(namespace))
      .sort();
    expect(signedInEnglish.length).toBeGreaterThan(0);
    for (const tag of Object.keys(locales)) {
      expect(firstScreen[tag], tag).toEqual([...FIRST_SCREEN_NAMESPACES].sort());
      expect(signedIn[tag], tag).toEqual(signedInEnglish);
      expect(Object.keys(locales[tag] ?? {}).sort(), tag).toEqual(Object.keys(en).sort());
    }
  });

  describe.each(Object.keys(locales).filter((tag) => tag !== 'en'))('%s', (tag) => {
    const locale = locales[tag] as Texts;
    const allowed = new Set(
      sameAsEnglishModules[`./locales/${tag}/same-as-english.ts`]?.sameAsEnglish ?? [],
    );

    test.each(['firstScreen', 'signedIn'] as const)(
      '%s has exactly the keys of English',
      (part) => {
        const file = part === 'firstScreen' ? 'first-screen' : 'signed-in';
        const keys = (texts: Texts | undefined) =>
          entries(texts ?? {})
            .map(([key]) => key)
            .sort();
        expect(keys(partModules[part][`./locales/${tag}/${file}.ts`])).toEqual(
          keys(partModules[part][`./locales/en/${file}.ts`]),
        );
      },
    );

    test('has exactly the keys of English', () => {
      expect(
        entries(locale)
          .map(([key]) => key)
          .sort(),
      ).toEqual([...englishText.keys()].sort());
    });

    test('no text is empty, and every placeholder and tag is kept', () => {
      for (const [key, text] of entries(locale)) {
        expect(text.trim(), key).not.toBe('');
        expect(placeholders(text), `${tag} ${key}`).toEqual(
          placeholders(englishText.get(key) ?? ''),
        );
      }
    });

    test('nothing is left in English, except the keys listed as rightly the same', () => {
      const same = entries(locale)
        .filter(([key, text]) => text === englishText.get(key))
        .map(([key]) => key);
      expect(
        same.filter((key) => !allowed.has(key)),
        'untranslated',
      ).toEqual([]);
      expect(
        [...allowed].filter((key) => !same.includes(key)),
        'listed but translated',
      ).toEqual([]);
    });
  });

  describe.each(Object.keys(brandCopyModules))('brand wording %s', (path) => {
    const copy = onlyExport(brandCopyModules[path] as Record<string, Texts>);
    const base = locales[path.split('/').at(-1)?.replace(/\.ts$/, '') ?? ''];

    test('overrides keys of its language only, keeps their placeholders and differs', () => {
      expect(base, 'a copy file is named after a language').toBeDefined();
      const baseText = new Map(entries(base ?? {}));
      expect(entries(copy).length).toBeGreaterThan(0);
      for (const [key, text] of entries(copy)) {
        expect(baseText.has(key), key).toBe(true);
        expect(placeholders(text), key).toEqual(placeholders(englishText.get(key) ?? ''));
        expect(text, key).not.toBe(baseText.get(key));
      }
    });
  });

  test('every catalogue error but the console’s own has errors.<name>, and nothing else but the text of an answer outside it', () => {
    expect(Object.keys(en.errors).sort()).toEqual(
      [...errorNames.filter((name) => !isConsoleOnlyErrorName(name)), 'unknownError'].sort(),
    );
  });

  test('FIRST_SCREEN_NAMESPACES are namespaces of English', () => {
    for (const namespace of FIRST_SCREEN_NAMESPACES) expect(Object.keys(en)).toContain(namespace);
  });
});
