import { useEffect, useId, useRef } from 'react';
import { ConfirmPrompt, type ConfirmPromptProps } from '#components/ui/confirm-prompt.tsx';
import { keepTabInside } from '#lib/ui/keep-tab-inside.ts';

type ConfirmDialogProps = Omit<ConfirmPromptProps, 'questionId'> & { open: boolean };

/**
 * A modal yes/no question: a native <dialog> opened with showModal(), so the rest of the page
 * is inert and focus returns where it was on close. Focus starts on Confirm; Escape counts as
 * Cancel. Announced as an alertdialog named by its question.
 */
export function ConfirmDialog({ open, onCancel, ...promptProps }: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const questionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      dialog.querySelector('button')?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className="confirm-dialog"
      role="alertdialog"
      aria-labelledby={questionId}
      onKeyDown={keepTabInside}
      onCancel={(event) => {
        // Escape: the parent closes the dialog through `open`.
        event.preventDefault();
        onCancel();
      }}
    >
      {open && <ConfirmPrompt {...promptProps} questionId={questionId} onCancel={onCancel} />}
    </dialog>
  );
}
