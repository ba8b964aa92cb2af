import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Issue 37: a new legal version without a text in some of the app's languages. Lists them (by
 * name, in the console's language) and asks to confirm that they will be shown the English text.
 */
export function FallbackConfirm({
  languages,
  confirmed,
  error,
  onChange,
}: {
  languages: readonly string[];
  confirmed: boolean;
  error: boolean;
  onChange: (checked: boolean) => void;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const names = new Intl.DisplayNames([i18n.language], { type: 'language' });
  const listed = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
    languages.map((language) => `${names.of(language) ?? language} (${language})`),
  );
  return (
    <div className="field">
      <p id={`${id}-list`}>{t('legal.fallbackList', { languages: listed })}</p>
      <label className="check">
        <input
          type="checkbox"
          name="fallbackConfirmed"
          checked={confirmed}
          aria-invalid={error ? true : undefined}
          aria-describedby={[`${id}-list`, ...(error ? [`${id}-error`] : [])].join(' ')}
          onChange={(event) => onChange(event.target.checked)}
        />
        {t('legal.fallbackConfirm')}
      </label>
      {error && (
        <p id={`${id}-error`} className="field-error">
          {t('legal.fallbackRequired')}
        </p>
      )}
    </div>
  );
}
