import { useId } from 'react';

/** Joins the ids that describe a control, leaving out the absent ones. */
function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const present = ids.filter(Boolean);
  return present.length > 0 ? present.join(' ') : undefined;
}

/**
 * Ties a form control to its label, error text and hint: the control's id (for the label's
 * `htmlFor`), the ids of its error text and hint, and the ARIA attributes to spread on the
 * control. `externalErrorId` names an error shown elsewhere (e.g. under a group of selects);
 * `hint` is the text of the field's hint, when it shows one.
 */
export function useFieldControl(
  error: string | undefined,
  externalErrorId?: string,
  hint?: string,
) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return {
    errorId,
    hintId,
    controlProps: {
      id,
      'aria-invalid': error || externalErrorId ? true : undefined,
      'aria-describedby': describedBy(error && errorId, externalErrorId, hint && hintId),
    },
  } as const;
}
