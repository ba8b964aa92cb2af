type FieldErrorProps = { id: string; message: string | undefined };

/** The error text of a field; the field points at it with aria-describedby. */
export function FieldError({ id, message }: FieldErrorProps) {
  if (!message) return null;
  return (
    <p id={id} className="field__error">
      {message}
    </p>
  );
}
