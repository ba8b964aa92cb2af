import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

interface DialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
}

let openDialogs = 0;

/** While a dialog is open the page behind it is hidden from assistive technology as well. */
function hidePage(hidden: boolean): void {
  const root = document.getElementById('root');
  if (!root) return;
  if (hidden) root.setAttribute('aria-hidden', 'true');
  else root.removeAttribute('aria-hidden');
}

/**
 * A modal dialog on the native <dialog>, rendered beside the app's root: `showModal()` makes the
 * page behind it inert (the focus stays inside), the root is `aria-hidden` meanwhile, Escape closes
 * it, and the focus goes back to where it was on close.
 */
export function Dialog({ title, onClose, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  });
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    openDialogs += 1;
    hidePage(true);
    const onCancel = (event: Event) => {
      event.preventDefault();
      closeRef.current();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      if (dialog.open) dialog.close();
      openDialogs -= 1;
      if (openDialogs === 0) hidePage(false);
      if (opener?.isConnected) opener.focus();
    };
  }, []);
  return createPortal(
    <dialog ref={ref} className="dialog" aria-labelledby={titleId}>
      <h2 id={titleId} className="dialog-title">
        {title}
      </h2>
      {children}
    </dialog>,
    document.body,
  );
}

interface ConfirmDialogProps {
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a destructive action: "Confirm" does it, "Cancel" or Escape does not. */
export function ConfirmDialog({
  title,
  text,
  confirmLabel,
  cancelLabel,
  busy,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <Dialog title={title} onClose={onClose}>
      <p>{text}</p>
      <div className="actions">
        <button type="button" className="button danger" disabled={busy} onClick={onConfirm}>
          {confirmLabel}
        </button>
        <button type="button" className="button" onClick={onClose}>
          {cancelLabel}
        </button>
      </div>
    </Dialog>
  );
}
