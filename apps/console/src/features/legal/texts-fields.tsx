import { ALL_LANGUAGES, type Language } from '@account-centre/contract';
import { useTranslation } from 'react-i18next';
import { SelectField, TextAreaField, TextField } from '#components/field.tsx';
import type { TextsCheck, TextDraft } from '#features/legal/legal-texts.ts';

interface TextsFieldsProps {
  drafts: TextDraft[];
  check: TextsCheck | undefined;
  onChange: (drafts: TextDraft[]) => void;
}

/** Per language: "Language", "Title", "Text", each draft in its own group. */
export function TextsFields({ drafts, check, onChange }: TextsFieldsProps) {
  const { t, i18n } = useTranslation();
  const names = new Intl.DisplayNames([i18n.language], { type: 'language' });
  const nameOf = (language: string) => {
    try {
      return `${names.of(language) ?? language} (${language})`;
    } catch {
      return language;
    }
  };
  const update = (key: number, change: Partial<TextDraft>) =>
    onChange(drafts.map((draft) => (draft.key === key ? { ...draft, ...change } : draft)));
  const problemText = (problem: string | undefined) =>
    problem === 'duplicateLanguage'
      ? t('legal.duplicateLanguage')
      : problem === 'required'
        ? t('legal.required')
        : undefined;

  return (
    <>
      {drafts.map((draft, index) => {
        const problems = check?.fields.get(draft.key);
        return (
          <fieldset key={draft.key} className="fieldset">
            <legend>{t('legal.textNumber', { number: index + 1 })}</legend>
            <SelectField
              label={t('legal.language')}
              value={draft.language}
              error={problemText(problems?.language)}
              onChange={(event) => {
                const language = ALL_LANGUAGES.find((tag) => tag === event.target.value);
                if (language) update(draft.key, { language: language satisfies Language });
              }}
            >
              {ALL_LANGUAGES.map((language) => (
                <option key={language} value={language}>
                  {nameOf(language)}
                </option>
              ))}
            </SelectField>
            <TextField
              label={t('legal.title')}
              value={draft.title}
              error={problemText(problems?.title)}
              onChange={(event) => update(draft.key, { title: event.target.value })}
            />
            <TextAreaField
              label={t('legal.body')}
              rows={8}
              spellCheck
              value={draft.body}
              error={problemText(problems?.body)}
              onChange={(event) => update(draft.key, { body: event.target.value })}
            />
            {drafts.length > 1 && (
              <button
                type="button"
                className="button link"
                onClick={() => onChange(drafts.filter((other) => other.key !== draft.key))}
              >
                {t('legal.removeLanguage')}
              </button>
            )}
          </fieldset>
        );
      })}
    </>
  );
}
