import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';

export type ConfirmPromptProps = {
  question: string;
  /** Id of the question, for a surrounding dialog's aria-labelledby. */
  questionId?: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** Both buttons are disabled while the confirmed action runs. */
  busy?: boolean;
};

/** A yes/no question with "Confirm" first and "Cancel" (logout, password reset done). */
export function ConfirmPrompt({
  question,
  questionId,
  onConfirm,
  onCancel,
  busy = false,
}: ConfirmPromptProps) {
  const { t } = useTranslation('common');
  return (
    <div className="confirm">
      <p id={questionId} className="confirm__question">
        {question}
      </p>
      <div className="confirm__actions">
        <Button disabled={busy} onClick={onConfirm}>
          {t('confirm')}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={onCancel}>
          {t('cancel')}
        </Button>
      </div>
    </div>
  );
}
