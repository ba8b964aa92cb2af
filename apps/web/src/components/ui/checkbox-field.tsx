import type { ComponentProps } from 'react';
import { FieldError } from '#components/ui/field-error.tsx';
import { useFieldControl } from '#hooks/use-field-control.ts';

type CheckboxFieldProps = Omit<ComponentProps<'input'>, 'id' | 'type'> & {
  label: string;
  error?: string | undefined;
};

export function CheckboxField({ label, error, className, ...inputProps }: CheckboxFieldProps) {
  const { errorId, controlProps } = useFieldControl(error);
  return (
    <div className={['field', 'field--checkbox', className].filter(Boolean).join(' ')}>
      <div className="field__checkbox-row">
        <input {...controlProps} type="checkbox" className="field__checkbox" {...inputProps} />
        <label className="field__checkbox-label" htmlFor={controlProps.id}>
          {label}
        </label>
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
