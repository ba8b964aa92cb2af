import type { StepUpProof } from '@account-centre/contract';
import { useTranslation } from 'react-i18next';
import { ProofDialog as FreshProofDialog } from '#components/ui/proof-dialog.tsx';
import { passkeyProof } from '#features/privacy/api/privacy-api.ts';
import { proofFailureText } from '#features/privacy/components/proof.ts';

type ProofDialogProps = {
  open: boolean;
  /** The account has a passkey and the browser offers passkeys: it may prove with one. */
  offerPasskey?: boolean;
  /** Runs the action with the proof; a rejection is shown in the dialog, which stays open. */
  onConfirm: (proof: StepUpProof) => Promise<void>;
  onClose: () => void;
};

/**
 * The fresh proof a data export needs (decision 038/048): the password, an authenticator code or
 * the account's passkey, sent with the export itself. A refusal (a wrong password, the daily
 * limit) is an alert inside the dialog.
 */
export function ProofDialog({ open, offerPasskey = false, onConfirm, onClose }: ProofDialogProps) {
  const { t } = useTranslation('privacy');
  return (
    <FreshProofDialog
      open={open}
      texts={{
        title: t('proofTitle'),
        text: t('proofText'),
        label: t('proofLabel'),
        missing: t('proofMissing'),
        confirm: t('confirm'),
        cancel: t('cancel'),
      }}
      passkey={offerPasskey ? { label: t('proofPasskey'), getProof: passkeyProof } : undefined}
      failureText={proofFailureText}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
