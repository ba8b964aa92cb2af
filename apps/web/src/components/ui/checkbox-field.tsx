import { useId, type ComponentProps } from 'react';
import { describedBy } from '#components/ui/describe.ts';
import { FieldError } from '#components/ui/field-error.tsx';

type CheckboxFieldProps = Omit<ComponentProps<'input'>, 'id' | 'type'> & {
  label: string;
  error?: string | undefined;
};

export function CheckboxField({ label, error, className, ...inputProps }: CheckboxFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={['field', 'field--checkbox', className].filter(Boolean).join(' ')}>
      <div className="field__checkbox-row">
        <input
          id={id}
          type="checkbox"
          className="field__checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(error && errorId)}
          {...inputProps}
        />
        <label className="field__checkbox-label" htmlFor={id}>
          {label}
        </label>
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
