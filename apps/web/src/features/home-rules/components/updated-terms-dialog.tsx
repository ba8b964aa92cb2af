import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '#lib/ui/toast.ts';
import { Button } from '#components/ui/button.tsx';
import { ModalDialog } from '#components/ui/modal-dialog.tsx';
import { usePendingTerms } from '#features/home-rules/hooks/use-pending-terms.ts';
import { VersionedDocumentLink } from '#features/home-rules/components/versioned-document-link.tsx';

type UpdatedTermsDialogProps = {
  /** "Log out": the user declines; the route takes them to log out. */
  onDecline: () => void;
  /** The acceptance was recorded. */
  onAccepted?: () => void;
};

/**
 * Home (DESIGN §4 home rules): when the user has not accepted the current user agreement or
 * privacy policy, "We have updated our terms" lists them, each openable. Accepting is required
 * to keep using the account: the dialog cannot be dismissed, only accepted (recorded, then it
 * closes) or declined with "Log out". Renders nothing while everything is accepted.
 */
export function UpdatedTermsDialog({ onDecline, onAccepted }: UpdatedTermsDialogProps) {
  const { t, i18n } = useTranslation('legal');
  const titleId = useId();
  const introId = useId();
  const { missing, accept, busy } = usePendingTerms(i18n.language);

  const onAccept = async () => {
    if (!(await accept())) return;
    toast.success(t('accepted'));
    onAccepted?.();
  };

  return (
    <ModalDialog
      open={missing.length > 0}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={introId}
      className="legal-dialog"
    >
      <h2 id={titleId} className="legal-dialog__title">
        {t('updatedTitle')}
      </h2>
      <p id={introId}>{t('updatedIntro')}</p>
      <ul className="updated-terms__list">
        {missing.map((rule) => (
          <li key={rule.kind}>
            <VersionedDocumentLink document={rule} />
          </li>
        ))}
      </ul>
      <p className="legal-dialog__meta">{t('declineHint')}</p>
      <div className="legal-dialog__actions">
        <Button disabled={busy} onClick={() => void onAccept()}>
          {t('accept')}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={onDecline}>
          {t('declineAndLogOut')}
        </Button>
      </div>
    </ModalDialog>
  );
}
