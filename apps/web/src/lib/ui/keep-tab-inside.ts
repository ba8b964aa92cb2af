import type { KeyboardEvent } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Keeps Tab inside a modal dialog: from its last control to its first and, with Shift, back
 * (a modal <dialog> makes the page inert, but browsers still let Tab leave for their toolbar).
 */
export function keepTabInside(event: KeyboardEvent<HTMLDialogElement>): void {
  const dialog = event.currentTarget;
  // A nested dialog has handled it already (React events bubble through portals).
  if (event.key !== 'Tab' || event.defaultPrevented) return;
  if (!(event.target instanceof Node) || !dialog.contains(event.target)) return;
  const controls = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (control) => control.getClientRects().length > 0,
  );
  const first = controls[0];
  const last = controls.at(-1);
  const active = document.activeElement;
  if (!first || !last) {
    event.preventDefault();
  } else if (event.shiftKey && (active === first || active === dialog)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
