import type { ComponentProps, ReactNode } from 'react';
import { FieldError } from '#components/ui/field-error.tsx';
import { useFieldControl } from '#hooks/use-field-control.ts';

type TextFieldProps = Omit<ComponentProps<'input'>, 'id'> & {
  label: string;
  /** The translated error text, when the field is invalid. */
  error?: string | undefined;
  /** Something placed after the input, such as a "Get code" button. */
  addon?: ReactNode;
  /** A text under the input that describes it, e.g. what the field has understood. */
  hint?: string | undefined;
  /**
   * The hint follows the input (it changes while the user types): it is a polite live region,
   * present even while empty so that its first text is announced.
   */
  liveHint?: boolean;
};

export function TextField({
  label,
  error,
  addon,
  hint,
  liveHint = false,
  className,
  ...inputProps
}: TextFieldProps) {
  const { errorId, hintId, controlProps } = useFieldControl(error, undefined, hint);
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={controlProps.id}>
        {label}
      </label>
      <div className="field__control">
        <input {...controlProps} className="field__input" {...inputProps} />
        {addon}
      </div>
      {(hint || liveHint) && (
        <p id={hintId} className="field__hint" aria-live={liveHint ? 'polite' : undefined}>
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
