import { useEffect, useRef, type ReactNode, type RefObject, type SyntheticEvent } from 'react';
import { createPortal } from 'react-dom';
import { keepTabInside } from '#lib/ui/keep-tab-inside.ts';

type ModalDialogProps = {
  open: boolean;
  /**
   * Escape (or the browser closing the dialog) asks to close it. Without this the dialog cannot
   * be dismissed: it stays open until `open` turns false (a decision the user must take).
   */
  onDismiss?: (() => void) | undefined;
  /** `alertdialog` for a decision that interrupts the user; `dialog` otherwise. */
  role?: 'dialog' | 'alertdialog';
  'aria-labelledby': string;
  'aria-describedby'?: string | undefined;
  /** Focused on opening; otherwise the browser focuses the first focusable element. */
  initialFocus?: RefObject<HTMLElement | null>;
  className?: string;
  children: ReactNode;
};

/** Events of a nested dialog bubble through React's tree too: only the dialog's own count. */
const isOwn = (event: SyntheticEvent<HTMLDialogElement>) => event.target === event.currentTarget;

/**
 * A modal native <dialog> (the ConfirmDialog pattern): showModal() makes the rest of the page
 * inert and returns focus to the opener on close. Rendered into <body> through a portal, so it
 * may be opened from inside a paragraph, a label's row or a form (a <dialog> may not sit in a
 * <p>, and its buttons must not belong to the surrounding form), and dialogs can stack.
 */
export function ModalDialog({
  open,
  onDismiss,
  role = 'dialog',
  initialFocus,
  className,
  children,
  ...aria
}: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const openRef = useRef(open);

  useEffect(() => {
    openRef.current = open;
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      initialFocus?.current?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open, initialFocus]);

  return createPortal(
    <dialog
      ref={ref}
      className={['modal-dialog', className].filter(Boolean).join(' ')}
      // A native <dialog> is a dialog already; only the stronger role needs saying.
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      {...aria}
      onKeyDown={keepTabInside}
      onCancel={(event) => {
        if (!isOwn(event)) return;
        // Escape: the parent closes the dialog through `open`, or keeps it open.
        event.preventDefault();
        onDismiss?.();
      }}
      onClose={(event) => {
        // Chromium closes a dialog whose Escape was refused twice without user activation.
        // A dialog that must stay open is shown again; otherwise the parent is told.
        if (!isOwn(event) || !openRef.current) return;
        if (onDismiss) onDismiss();
        else ref.current?.showModal();
      }}
    >
      {open && children}
    </dialog>,
    document.body,
  );
}
