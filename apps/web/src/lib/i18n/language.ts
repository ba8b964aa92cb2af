import { isRtl, resolveLanguage } from '@account-centre/contract';
import * as z from 'zod/mini';
import { i18n } from '#lib/i18n/i18n.ts';
import { getStored, setStored } from '#lib/storage.ts';

const savedLanguageSchema = z.object({ langTag: z.string() });

/**
 * Spec §4 precedence: the saved choice if still offered → the `lang` parameter → the browser
 * languages (zh-CN → zh) → English.
 */
export function detectLanguage(input: {
  param: string | null | undefined;
  browser: readonly string[];
  supported: readonly string[];
}): string {
  return resolveLanguage({
    saved: getStored('language', savedLanguageSchema)?.langTag,
    param: input.param,
    browser: input.browser,
    supported: input.supported,
  });
}

/**
 * Mirrors the language on `<html lang dir>` and in the stored isZhLang flag. `lang` names the
 * language the text is actually shown in (i18next's resolved language), so a language whose
 * translations have not arrived yet is not announced as such to screen readers.
 */
export function applyDocumentLanguage(doc: Document = document): void {
  const shown = i18n.resolvedLanguage ?? i18n.language;
  doc.documentElement.lang = shown;
  doc.documentElement.dir = isRtl(shown) ? 'rtl' : 'ltr';
  setStored('isZhLang', i18n.language === 'zh');
}

/** The visitor picked a language: save it (spec §4), load it, update the document. */
export async function changeLanguage(language: string): Promise<void> {
  setStored('language', { langTag: language });
  await i18n.changeLanguage(language);
  applyDocumentLanguage();
}
