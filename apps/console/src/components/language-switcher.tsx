import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { switchLanguage } from '#i18n/i18n.ts';
import {
  CONSOLE_LANGUAGES,
  isConsoleLanguage,
  LANGUAGE_NAMES,
  pickLanguage,
} from '#i18n/languages.ts';

/** The language picker: the browser's language first, then whatever is chosen here. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const current = pickLanguage(i18n.language, []);
  return (
    <div className="language">
      <label htmlFor={id}>{t('app.language')}</label>
      <select
        id={id}
        value={current}
        onChange={(event) => {
          const next = event.target.value;
          if (isConsoleLanguage(next)) void switchLanguage(next);
        }}
      >
        {CONSOLE_LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </div>
  );
}
