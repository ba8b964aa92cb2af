import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

/** What a control needs to be tied to its label, hint and error. */
export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FrameProps {
  label: string;
  /** The field's error, tied to it by aria-describedby and aria-invalid. */
  error?: string | undefined;
  hint?: string | undefined;
}

/** A label, the control, its hint and its error text, tied together. */
export function Field({
  label,
  error,
  hint,
  children,
}: FrameProps & { children: (control: ControlProps) => ReactNode }) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
      })}
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

type TextFieldProps = FrameProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, keyof ControlProps> & {
    inputRef?: Ref<HTMLInputElement>;
  };

export function TextField({ label, error, hint, inputRef, ...input }: TextFieldProps) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(control) => <input {...input} {...control} ref={inputRef} />}
    </Field>
  );
}

type TextAreaFieldProps = FrameProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, keyof ControlProps>;

export function TextAreaField({ label, error, hint, ...textarea }: TextAreaFieldProps) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(control) => <textarea rows={3} spellCheck={false} {...textarea} {...control} />}
    </Field>
  );
}

type SelectFieldProps = FrameProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, keyof ControlProps> & { children: ReactNode };

export function SelectField({ label, error, hint, children, ...select }: SelectFieldProps) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(control) => (
        <select {...select} {...control}>
          {children}
        </select>
      )}
    </Field>
  );
}
