import { useTranslation } from 'react-i18next';
import { Tabs } from '#components/ui/tabs.tsx';
import { TextField } from '#components/ui/text-field.tsx';
import {
  AlreadySignedUp,
  type SignedUpError,
} from '#features/register/components/already-signed-up.tsx';
import { PhoneFields } from '#features/register/components/phone-fields.tsx';
import type {
  RegisterFormValues,
  RegisterMode,
} from '#features/register/components/register-form-schema.ts';
import { useSchemaFormContext } from '#lib/form/use-schema-form.ts';

type ContactFieldsProps = {
  mode: RegisterMode;
  onSelectMode: (mode: RegisterMode) => void;
  /** Phone registration applies to the chosen country/region: offer the choice (DESIGN §4). */
  phoneApplies: boolean;
  /** The number or address already has an account (30900/30901). */
  signedUp: SignedUpError | undefined;
};

/**
 * What the account is registered with (spec §2): an e-mail address or, where phone registration
 * applies, a choice between it and a phone number with its area code.
 */
export function ContactFields({ mode, onSelectMode, phoneApplies, signedUp }: ContactFieldsProps) {
  const { t } = useTranslation('register');
  const { register, fieldError } = useSchemaFormContext<RegisterFormValues>();

  const fields = (
    <>
      {mode === 'phone' ? (
        <PhoneFields />
      ) : (
        <TextField
          label={t('emailLabel')}
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          error={fieldError('email')}
          {...register('email')}
        />
      )}
      {signedUp && <AlreadySignedUp error={signedUp} />}
    </>
  );
  if (!phoneApplies) return fields;
  return (
    <Tabs
      label={t('modeLabel')}
      tabs={[
        { value: 'email', label: t('emailMode') },
        { value: 'phone', label: t('phoneMode') },
      ]}
      selected={mode}
      onSelect={onSelectMode}
    >
      {fields}
    </Tabs>
  );
}
