import { useEffect, useRef, type RefObject } from 'react';

/** An error the user must notice (a failed call): role=alert, announced at once. */
export function ErrorAlert({ text }: { text: string | undefined }) {
  if (!text) return null;
  return (
    <p role="alert" className="alert" tabIndex={-1}>
      {text}
    </p>
  );
}

/**
 * A polite status line ("Done" after an action). The live region is always rendered so that a
 * screen reader announces the text when it appears.
 */
export function StatusMessage({ text }: { text: string | undefined }) {
  return (
    <p role="status" className={text ? 'status' : 'status empty'}>
      {text}
    </p>
  );
}

/**
 * Moves the focus after a failed submit: to the form's first invalid field, else to the alert
 * that says why the server refused it (in the open dialog, else in the page).
 */
export function useFocusFirstError(
  form: RefObject<HTMLFormElement | null>,
  errorCount: number,
  attempt: number,
): void {
  const last = useRef(0);
  useEffect(() => {
    if (attempt === last.current || errorCount === 0) return;
    last.current = attempt;
    const invalid =
      form.current?.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      document.querySelector<HTMLElement>('dialog[open] [role="alert"]') ??
      document.querySelector<HTMLElement>('main [role="alert"]');
    invalid?.focus();
  }, [form, errorCount, attempt]);
}
