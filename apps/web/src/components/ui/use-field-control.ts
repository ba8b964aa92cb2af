import { useId } from 'react';

/** Joins the ids that describe a control, leaving out the absent ones. */
function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const present = ids.filter(Boolean);
  return present.length > 0 ? present.join(' ') : undefined;
}

/**
 * Ties a form control to its label and error text: the control's id (for the label's
 * `htmlFor`), the id of its error text, and the ARIA attributes to spread on the control.
 * `externalErrorId` names an error shown elsewhere (e.g. under a group of selects).
 */
export function useFieldControl(error: string | undefined, externalErrorId?: string) {
  const id = useId();
  const errorId = `${id}-error`;
  return {
    errorId,
    controlProps: {
      id,
      'aria-invalid': error || externalErrorId ? true : undefined,
      'aria-describedby': describedBy(error && errorId, externalErrorId),
    },
  } as const;
}
