/** Spec §3: the selectable app languages. */
export const APP_LANGUAGES = [
  'zh',
  'en',
  'es',
  'fr',
  'de',
  'it',
  'nl',
  'ru',
  'kk',
  'pl',
  'tr',
] as const;

/** Spec §3: the wider list (DESIGN §4: the eleven plus sixteen additions, 27 codes). */
export const ALL_LANGUAGES = [
  ...APP_LANGUAGES,
  'zh-TW',
  'zh-HK',
  'ko',
  'id',
  'vi',
  'ja',
  'th',
  'uk',
  'pt',
  'nb',
  'sv',
  'da',
  'ms',
  'ar',
  'he',
  'fi',
] as const;

export type AppLanguage = (typeof APP_LANGUAGES)[number];
export type Language = (typeof ALL_LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';
export const RTL_LANGUAGES: readonly Language[] = ['ar', 'he'];

/** Spec §3 language entry: the name in its own language, the tag, and the country it is drawn with. */
export interface LanguageEntry {
  displayLang: string;
  langTag: Language;
  country: string;
}

export const LANGUAGE_ENTRIES: readonly LanguageEntry[] = [
  { displayLang: '简体中文', langTag: 'zh', country: 'CN' },
  { displayLang: 'English', langTag: 'en', country: 'GB' },
  { displayLang: 'Español', langTag: 'es', country: 'ES' },
  { displayLang: 'Français', langTag: 'fr', country: 'FR' },
  { displayLang: 'Deutsch', langTag: 'de', country: 'DE' },
  { displayLang: 'Italiano', langTag: 'it', country: 'IT' },
  { displayLang: 'Nederlands', langTag: 'nl', country: 'NL' },
  { displayLang: 'Русский', langTag: 'ru', country: 'RU' },
  { displayLang: 'Қазақ тілі', langTag: 'kk', country: 'KZ' },
  { displayLang: 'Polski', langTag: 'pl', country: 'PL' },
  { displayLang: 'Türkçe', langTag: 'tr', country: 'TR' },
  { displayLang: '繁體中文（台灣）', langTag: 'zh-TW', country: 'TW' },
  { displayLang: '繁體中文（香港）', langTag: 'zh-HK', country: 'HK' },
  { displayLang: '한국어', langTag: 'ko', country: 'KR' },
  { displayLang: 'Bahasa Indonesia', langTag: 'id', country: 'ID' },
  { displayLang: 'Tiếng Việt', langTag: 'vi', country: 'VN' },
  { displayLang: '日本語', langTag: 'ja', country: 'JP' },
  { displayLang: 'ไทย', langTag: 'th', country: 'TH' },
  { displayLang: 'Українська', langTag: 'uk', country: 'UA' },
  { displayLang: 'Português', langTag: 'pt', country: 'PT' },
  { displayLang: 'Norsk bokmål', langTag: 'nb', country: 'NO' },
  { displayLang: 'Svenska', langTag: 'sv', country: 'SE' },
  { displayLang: 'Dansk', langTag: 'da', country: 'DK' },
  { displayLang: 'Bahasa Melayu', langTag: 'ms', country: 'MY' },
  { displayLang: 'العربية', langTag: 'ar', country: 'SA' },
  { displayLang: 'עברית', langTag: 'he', country: 'IL' },
  { displayLang: 'Suomi', langTag: 'fi', country: 'FI' },
];

/**
 * Maps a BCP 47 tag onto a supported language: the exact tag first (case-insensitive, so
 * `zh-tw` → `zh-TW`), zh-CN/zh-SG/zh-Hans → zh, then the primary subtag; undefined when none fits.
 */
export function matchLanguage(
  tag: string | null | undefined,
  supported: readonly string[],
): string | undefined {
  if (!tag) return undefined;
  const wanted = tag.trim().replace(/_/g, '-').toLowerCase();
  if (wanted === '') return undefined;
  const exact = supported.find((s) => s.toLowerCase() === wanted);
  if (exact) return exact;
  const primary = wanted.split('-')[0] ?? '';
  if (primary === 'zh' && /^zh-(hant|tw|hk|mo)/.test(wanted)) {
    const traditional = wanted.includes('hk') || wanted.includes('mo') ? 'zh-HK' : 'zh-TW';
    if (supported.includes(traditional)) return traditional;
  }
  if (primary === 'nn' || primary === 'no') {
    if (supported.includes('nb')) return 'nb';
  }
  return supported.find((s) => s.toLowerCase() === primary);
}

/**
 * The language tags of an `Accept-Language` header (RFC 9110 §12.5.4), most wanted first: by
 * quality, then in the order given; `*` and tags of quality 0 are left out.
 */
export function acceptedLanguages(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';').map((piece) => piece.trim());
      const q = params.find((param) => /^q=/i.test(param));
      const quality = q === undefined ? 1 : Number(q.slice(2));
      return { tag, quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter(({ tag, quality }) => tag !== '' && tag !== '*' && quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map(({ tag }) => tag);
}

/**
 * Spec §4 language precedence: a saved choice still supported → the `lang` parameter → the
 * browser's languages in order → English.
 */
export function resolveLanguage(input: {
  saved?: string | null | undefined;
  param?: string | null | undefined;
  browser: readonly string[];
  supported: readonly string[];
}): string {
  const { supported } = input;
  if (input.saved && supported.includes(input.saved)) return input.saved;
  const fromParam = matchLanguage(input.param, supported);
  if (fromParam) return fromParam;
  for (const tag of input.browser) {
    const match = matchLanguage(tag, supported);
    if (match) return match;
  }
  return supported.includes(DEFAULT_LANGUAGE)
    ? DEFAULT_LANGUAGE
    : (supported[0] ?? DEFAULT_LANGUAGE);
}

export function isRtl(language: string): boolean {
  return (RTL_LANGUAGES as readonly string[]).includes(language);
}
