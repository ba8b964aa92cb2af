import type { ComponentProps, ReactNode } from 'react';
import { FieldError } from '#components/ui/field-error.tsx';
import { useFieldControl } from '#components/ui/use-field-control.ts';

type TextFieldProps = Omit<ComponentProps<'input'>, 'id'> & {
  label: string;
  /** The translated error text, when the field is invalid. */
  error?: string | undefined;
  /** Something placed after the input, such as a "Get code" button. */
  addon?: ReactNode;
};

export function TextField({ label, error, addon, className, ...inputProps }: TextFieldProps) {
  const { errorId, controlProps } = useFieldControl(error);
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={controlProps.id}>
        {label}
      </label>
      <div className="field__control">
        <input {...controlProps} className="field__input" {...inputProps} />
        {addon}
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
