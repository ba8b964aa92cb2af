import { STAFF_ROLES, type StaffRole } from '@account-centre/contract';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitOrCancel } from '#components/submit-or-cancel.tsx';
import { SelectField, TextField } from '#components/field.tsx';
import { ErrorAlert, useFocusFirstError } from '#components/notice.tsx';
import { ConsoleApiError } from '#lib/api-client.ts';
import { errorText } from '#lib/error-text.ts';

interface StaffFormProps {
  onSubmit: (values: { email: string; role: StaffRole }) => Promise<void>;
  onCancel: () => void;
}

/** A new staff member: e-mail and role (the server makes the password and authenticator secret). */
export function StaffForm({ onSubmit, onCancel }: StaffFormProps) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('support');
  const [emailError, setEmailError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstError(form, (emailError ? 1 : 0) + (failure ? 1 : 0), attempt);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempt((value) => value + 1);
    setFailure(undefined);
    const value = email.trim();
    if (value.length < 3 || !value.includes('@')) {
      setEmailError(value ? t('errors.invalidParameter') : t('staff.required'));
      return;
    }
    setEmailError(undefined);
    setBusy(true);
    onSubmit({ email: value, role })
      .catch((error: unknown) => {
        if (error instanceof ConsoleApiError && error.errorName === 'consoleItemExists') {
          setEmailError(errorText(t, error));
          setAttempt((n) => n + 1);
        } else {
          setFailure(errorText(t, error));
        }
      })
      .finally(() => setBusy(false));
  };

  return (
    <form ref={form} noValidate onSubmit={submit} className="form">
      <ErrorAlert text={failure} />
      <TextField
        label={t('staff.email')}
        type="email"
        name="email"
        autoComplete="off"
        value={email}
        error={emailError}
        onChange={(event) => setEmail(event.target.value)}
      />
      <RoleSelect value={role} onChange={setRole} />
      <SubmitOrCancel label={t('staff.create')} busy={busy} onCancel={onCancel} />
    </form>
  );
}

export function RoleSelect({
  value,
  onChange,
}: {
  value: StaffRole;
  onChange: (role: StaffRole) => void;
}) {
  const { t } = useTranslation();
  return (
    <SelectField
      label={t('staff.role')}
      name="role"
      value={value}
      onChange={(event) => {
        const next = STAFF_ROLES.find((role) => role === event.target.value);
        if (next) onChange(next);
      }}
    >
      {STAFF_ROLES.map((role) => (
        <option key={role} value={role}>
          {t(`roles.${role}`)}
        </option>
      ))}
    </SelectField>
  );
}
