import { DEFAULT_LANGUAGE, matchLanguage } from '@account-centre/contract';

/**
 * The language to serve a document in, of those it is written in: the language asked for
 * (`de-AT` → `de`, `zh-TW` → `zh` when there is no `zh-TW`), else English, else any.
 */
export function pickLanguage(
  available: readonly string[],
  requested: string | undefined,
): string | undefined {
  return (
    matchLanguage(requested, available) ??
    (available.includes(DEFAULT_LANGUAGE) ? DEFAULT_LANGUAGE : available[0])
  );
}

/** Placeholder for the brand name in stored titles and bodies. */
const BRAND_PLACEHOLDER = '{brand}';

/**
 * Documents are stored once per deployment with `{brand}` placeholders and branded per request,
 * since one server serves both brands (spec §1).
 */
export function fillBrand(text: string, brandName: string): string {
  return text.replaceAll(BRAND_PLACEHOLDER, brandName);
}
