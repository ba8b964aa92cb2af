import {
  legalFallbackLanguages,
  LEGAL_DOCUMENT_KINDS,
  type ConsoleLegalPublishRequest,
  type ConsoleLegalText,
  type LegalDocumentKind,
} from '@account-centre/contract';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitOrCancel } from '#components/submit-or-cancel.tsx';
import { SelectField, TextField } from '#components/field.tsx';
import { ErrorAlert, useFocusFirstError } from '#components/notice.tsx';
import { errorText } from '#lib/error-text.ts';
import {
  checkTexts,
  nextLanguage,
  textsOk,
  toTexts,
  type TextDraft,
  type TextsCheck,
} from '#features/legal/legal-texts.ts';
import { TextsFields } from '#features/legal/texts-fields.tsx';
import { FallbackConfirm } from '#features/legal/fallback-confirm.tsx';

const COUNTRY = /^[A-Z]{2}$/;

type TextsFormProps =
  | {
      mode: 'publish';
      /** The languages the app offers: those without a text here are listed and confirmed. */
      appLanguages: readonly string[];
      onSubmit: (request: ConsoleLegalPublishRequest) => Promise<void>;
      onCancel: () => void;
    }
  | {
      mode: 'add';
      /** The languages the version has already. */
      taken: string[];
      onSubmit: (texts: ConsoleLegalText[]) => Promise<void>;
      onCancel: () => void;
    };

/** Publish a new version (document, country, texts) or add texts to a published one. */
export function TextsForm(props: TextsFormProps) {
  const { t } = useTranslation();
  const taken = props.mode === 'add' ? props.taken : [];
  const [kind, setKind] = useState<LegalDocumentKind>(LEGAL_DOCUMENT_KINDS[0]);
  const [country, setCountry] = useState('');
  const [countryError, setCountryError] = useState<string | undefined>();
  const [drafts, setDrafts] = useState<TextDraft[]>(() => [
    {
      key: 1,
      language: props.mode === 'add' ? (nextLanguage([], taken) ?? 'en') : 'en',
      title: '',
      body: '',
    },
  ]);
  const nextKey = useRef(2);
  const [check, setCheck] = useState<TextsCheck | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // Issue 37: the app languages a new version leaves to English, confirmed for exactly this list.
  const fallback =
    props.mode === 'publish'
      ? legalFallbackLanguages(
          props.appLanguages,
          drafts.map((draft) => draft.language),
        )
      : [];
  const [confirmedFor, setConfirmedFor] = useState<string | undefined>();
  const fallbackConfirmed = fallback.length === 0 || confirmedFor === fallback.join(',');
  const [fallbackError, setFallbackError] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const errorCount =
    (check?.fields.size ?? 0) +
    (countryError ? 1 : 0) +
    (failure ? 1 : 0) +
    (fallbackError && !fallbackConfirmed ? 1 : 0);
  useFocusFirstError(form, errorCount, attempt);

  const addLanguage = () => {
    const language = nextLanguage(drafts, taken);
    if (!language) return;
    setDrafts([...drafts, { key: nextKey.current++, language, title: '', body: '' }]);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempt((value) => value + 1);
    setFailure(undefined);
    const found = checkTexts(drafts, { englishRequired: props.mode === 'publish' });
    const countryValue = country.trim().toUpperCase();
    const badCountry =
      props.mode === 'publish' && countryValue !== '' && !COUNTRY.test(countryValue);
    setCheck(found);
    setCountryError(badCountry ? t('legal.countryInvalid') : undefined);
    if (found.englishMissing) setFailure(t('legal.englishRequired'));
    setFallbackError(!fallbackConfirmed);
    if (!textsOk(found) || badCountry || !fallbackConfirmed) return;
    setBusy(true);
    const texts = toTexts(drafts);
    const sent =
      props.mode === 'publish'
        ? props.onSubmit({ kind, country: countryValue || null, texts })
        : props.onSubmit(texts);
    sent.catch((error: unknown) => setFailure(errorText(t, error))).finally(() => setBusy(false));
  };

  return (
    <form ref={form} noValidate onSubmit={submit} className="form">
      <ErrorAlert text={failure} />
      {props.mode === 'publish' && (
        <>
          <SelectField
            label={t('legal.document')}
            name="kind"
            value={kind}
            onChange={(event) => {
              const next = LEGAL_DOCUMENT_KINDS.find((value) => value === event.target.value);
              if (next) setKind(next);
            }}
          >
            {LEGAL_DOCUMENT_KINDS.map((value) => (
              <option key={value} value={value}>
                {t(`legal.kinds.${value}`)}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t('legal.country')}
            hint={`${t('legal.countryHint')} ${t('app.optional')}`}
            name="country"
            autoComplete="off"
            maxLength={2}
            value={country}
            error={countryError}
            onChange={(event) => setCountry(event.target.value)}
          />
        </>
      )}
      <TextsFields drafts={drafts} check={check} onChange={setDrafts} />
      <div className="actions">
        <button
          type="button"
          className="button"
          disabled={nextLanguage(drafts, taken) === undefined}
          onClick={addLanguage}
        >
          {t('legal.addLanguage')}
        </button>
      </div>
      {fallback.length > 0 && (
        <FallbackConfirm
          languages={fallback}
          confirmed={fallbackConfirmed}
          error={fallbackError && !fallbackConfirmed}
          onChange={(checked) => setConfirmedFor(checked ? fallback.join(',') : undefined)}
        />
      )}
      <SubmitOrCancel
        label={props.mode === 'publish' ? t('legal.publish') : t('legal.add')}
        busy={busy}
        onCancel={props.onCancel}
      />
    </form>
  );
}
