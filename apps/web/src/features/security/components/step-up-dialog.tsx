import type { StepUpProof } from '@account-centre/contract';
import { useTranslation } from 'react-i18next';
import { ProofDialog } from '#components/ui/proof-dialog.tsx';
import { errorText } from '#lib/api/error-text.ts';

type StepUpDialogProps = {
  open: boolean;
  /** The account has the authenticator app on: its code is offered as the proof too. */
  mentionCode?: boolean;
  /** Runs the action with the proof; a rejection is shown in the dialog, which stays open. */
  onConfirm: (proof: StepUpProof) => Promise<void>;
  onClose: () => void;
};

/**
 * Decision 038: adding a passkey, turning the authenticator app off and signing the other devices
 * out ask for the password (or an authenticator code) in the proof dialog, sent with the action.
 */
export function StepUpDialog({ open, mentionCode = false, onConfirm, onClose }: StepUpDialogProps) {
  const { t } = useTranslation('security');
  return (
    <ProofDialog
      open={open}
      texts={{
        title: t('stepUpTitle'),
        text: mentionCode ? t('stepUpTextTotp') : t('stepUpText'),
        label: t('stepUpPasswordLabel'),
        missing: t('stepUpMissing'),
        confirm: t('stepUpConfirm'),
        cancel: t('cancel'),
      }}
      failureText={(error) => errorText(error)}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
