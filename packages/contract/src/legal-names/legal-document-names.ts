import type { Language } from '#locales.ts';
import type { LegalDocumentKind } from '#endpoints/legal.ts';
import { zhDocumentNames } from '#legal-names/zh.ts';
import { enDocumentNames } from '#legal-names/en.ts';
import { esDocumentNames } from '#legal-names/es.ts';
import { frDocumentNames } from '#legal-names/fr.ts';
import { deDocumentNames } from '#legal-names/de.ts';
import { itDocumentNames } from '#legal-names/it.ts';
import { nlDocumentNames } from '#legal-names/nl.ts';
import { ruDocumentNames } from '#legal-names/ru.ts';
import { kkDocumentNames } from '#legal-names/kk.ts';
import { plDocumentNames } from '#legal-names/pl.ts';
import { trDocumentNames } from '#legal-names/tr.ts';
import { zhTWDocumentNames } from '#legal-names/zh-tw.ts';
import { zhHKDocumentNames } from '#legal-names/zh-hk.ts';
import { koDocumentNames } from '#legal-names/ko.ts';
import { idDocumentNames } from '#legal-names/id.ts';
import { viDocumentNames } from '#legal-names/vi.ts';
import { jaDocumentNames } from '#legal-names/ja.ts';
import { thDocumentNames } from '#legal-names/th.ts';
import { ukDocumentNames } from '#legal-names/uk.ts';
import { ptDocumentNames } from '#legal-names/pt.ts';
import { nbDocumentNames } from '#legal-names/nb.ts';
import { svDocumentNames } from '#legal-names/sv.ts';
import { daDocumentNames } from '#legal-names/da.ts';
import { msDocumentNames } from '#legal-names/ms.ts';
import { arDocumentNames, arNamesBeforeBrand } from '#legal-names/ar.ts';
import { heDocumentNames, heNamesBeforeBrand } from '#legal-names/he.ts';
import { fiDocumentNames } from '#legal-names/fi.ts';

/**
 * The legal documents' names per language: the one source of the words a link to a document shows
 * (the web's `legal` texts spread them) and the words its title carries (issue 37). Each language
 * has its own module so the web's language chunks carry only their own names.
 */
export interface LegalDocumentNames {
  readonly userAgreement: string;
  readonly privacyPolicy: string;
  readonly productServiceAgreement: string;
}

/** The `legal` text key of each document's name. */
export const LEGAL_DOCUMENT_NAME_KEYS = {
  'user-agreement': 'userAgreement',
  'privacy-policy': 'privacyPolicy',
  'product-service-agreement': 'productServiceAgreement',
} as const satisfies Record<LegalDocumentKind, keyof LegalDocumentNames>;

export const LEGAL_DOCUMENT_NAMES: Readonly<Record<Language, LegalDocumentNames>> = {
  zh: zhDocumentNames,
  en: enDocumentNames,
  es: esDocumentNames,
  fr: frDocumentNames,
  de: deDocumentNames,
  it: itDocumentNames,
  nl: nlDocumentNames,
  ru: ruDocumentNames,
  kk: kkDocumentNames,
  pl: plDocumentNames,
  tr: trDocumentNames,
  'zh-TW': zhTWDocumentNames,
  'zh-HK': zhHKDocumentNames,
  ko: koDocumentNames,
  id: idDocumentNames,
  vi: viDocumentNames,
  ja: jaDocumentNames,
  th: thDocumentNames,
  uk: ukDocumentNames,
  pt: ptDocumentNames,
  nb: nbDocumentNames,
  sv: svDocumentNames,
  da: daDocumentNames,
  ms: msDocumentNames,
  ar: arDocumentNames,
  he: heDocumentNames,
  fi: fiDocumentNames,
};

/** Where Arabic and Hebrew put a name before the brand in construct state, its form there. */
const NAMES_BEFORE_BRAND: Partial<Record<Language, Partial<LegalDocumentNames>>> = {
  ar: arNamesBeforeBrand,
  he: heNamesBeforeBrand,
};

/**
 * Whether a document's title (as stored, with "{brand}", or as served, with the brand's name)
 * carries the document's name in `language`: the title without the brand (and the hyphen Finnish
 * joins it with) starts with the name, letter case aside (Danish writes "{brand} brugeraftale",
 * the link "Brugeraftale"). What may follow the name is a particle joining it to the brand
 * (Hebrew "של", Arabic "لـ").
 */
export function titleCarriesName(
  language: Language,
  kind: LegalDocumentKind,
  title: string,
  brand = '{brand}',
): boolean {
  const key = LEGAL_DOCUMENT_NAME_KEYS[kind];
  const name = NAMES_BEFORE_BRAND[language]?.[key] ?? LEGAL_DOCUMENT_NAMES[language][key];
  const rest = title.replace(brand, '').trim().replace(/^-/, '');
  const head = rest.slice(0, name.length);
  const after = rest.slice(name.length);
  return (
    head.localeCompare(name, language, { sensitivity: 'accent' }) === 0 &&
    (after === '' || /^\s\S+$/u.test(after))
  );
}
