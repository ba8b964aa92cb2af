import { useId, type ComponentProps, type ReactNode } from 'react';
import { describedBy } from '#components/ui/describe.ts';
import { FieldError } from '#components/ui/field-error.tsx';

type TextFieldProps = Omit<ComponentProps<'input'>, 'id'> & {
  label: string;
  /** The translated error text, when the field is invalid. */
  error?: string | undefined;
  /** Something placed after the input, such as a "Get code" button. */
  addon?: ReactNode;
};

export function TextField({ label, error, addon, className, ...inputProps }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__control">
        <input
          id={id}
          className="field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(error && errorId)}
          {...inputProps}
        />
        {addon}
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
