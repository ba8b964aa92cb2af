import { useId, type ComponentProps } from 'react';
import { describedBy } from '#components/ui/describe.ts';
import { FieldError } from '#components/ui/field-error.tsx';

type SelectFieldProps = Omit<ComponentProps<'select'>, 'id'> & {
  label: string;
  error?: string | undefined;
  /** Id of an error shown elsewhere (e.g. under a group of selects). */
  errorId?: string | undefined;
};

export function SelectField({
  label,
  error,
  errorId: externalErrorId,
  className,
  children,
  ...selectProps
}: SelectFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="field__input field__select"
        aria-invalid={error || externalErrorId ? true : undefined}
        aria-describedby={describedBy(error && errorId, externalErrorId)}
        {...selectProps}
      >
        {children}
      </select>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
