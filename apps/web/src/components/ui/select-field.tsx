import type { ComponentProps } from 'react';
import { FieldError } from '#components/ui/field-error.tsx';
import { useFieldControl } from '#hooks/use-field-control.ts';

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
  const { errorId, controlProps } = useFieldControl(error, externalErrorId);
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={controlProps.id}>
        {label}
      </label>
      <select {...controlProps} className="field__input field__select" {...selectProps}>
        {children}
      </select>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
