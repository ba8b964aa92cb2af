import { LANGUAGE_ENTRIES } from '@account-centre/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '#hooks/use-hydrated.ts';
import { changeLanguage } from '#lib/i18n/language.ts';

type LanguageSelectProps = { languages: readonly string[] };

/** The shell's language dropdown (spec §1): the offered languages, each named in itself. */
export function LanguageSelect({ languages }: LanguageSelectProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  // On a prerendered page, a choice before hydration would be lost.
  const hydrated = useHydrated();
  const entries = languages.flatMap(
    (tag) => LANGUAGE_ENTRIES.find((entry) => entry.langTag === tag) ?? [],
  );
  return (
    <div className="language-select">
      <label className="language-select__label" htmlFor={id}>
        {t('languageLabel')}
      </label>
      <select
        id={id}
        className="language-select__control"
        value={i18n.language}
        disabled={!hydrated}
        onChange={(event) => void changeLanguage(event.target.value)}
      >
        {entries.map((entry) => (
          <option key={entry.langTag} value={entry.langTag} lang={entry.langTag}>
            {entry.displayLang}
          </option>
        ))}
      </select>
    </div>
  );
}
