import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from '#components/ui/field-error.tsx';
import { useFieldControl } from '#hooks/use-field-control.ts';
import { LegalDocumentLink } from '#fields/legal/components/legal-document-link.tsx';

type AgreementCheckboxProps = Omit<ComponentProps<'input'>, 'id' | 'type'> & {
  error?: string | undefined;
  /** The country chosen on the form: its own versions of the documents are shown, if any. */
  country?: string | undefined;
};

/**
 * "I have read and agree to the User Agreement and Privacy Policy" (spec §2, §5), with the two
 * documents as links right under it. The links stay outside the <label>: a button inside a label
 * is invalid HTML and a click on it would toggle the box; so the checkbox's name is the plain
 * sentence. Spread `register('agreementAccepted')` on it like on any checkbox.
 */
export function AgreementCheckbox({
  error,
  country,
  className,
  ...inputProps
}: AgreementCheckboxProps) {
  const { t } = useTranslation('legal');
  const { errorId, controlProps } = useFieldControl(error);
  return (
    <div className={['field', 'field--checkbox', 'agreement', className].filter(Boolean).join(' ')}>
      <div className="field__checkbox-row">
        <input {...controlProps} type="checkbox" className="field__checkbox" {...inputProps} />
        <label className="field__checkbox-label" htmlFor={controlProps.id}>
          {t('agreement')}
        </label>
      </div>
      <div className="agreement__documents" role="group" aria-label={t('readDocuments')}>
        <LegalDocumentLink kind="user-agreement" country={country} />
        <LegalDocumentLink kind="privacy-policy" country={country} />
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
