import { useTranslation } from 'react-i18next';
import { OneTimeLinkConfirm } from '#components/ui/one-time-link-confirm.tsx';
import { undoEmailChange } from '#features/email-change-undo/api/undo-email-change.ts';
import { errorText } from '#lib/api/error-text.ts';

/**
 * The undo of an e-mail change (issue 19, decision 026): the link's token is sent only when the
 * user confirms with the button. Then the login, or the server's error in words.
 */
export function UndoEmailChange({ token }: { token: string | null }) {
  const { t } = useTranslation(['emailChange', 'errors']);
  return (
    <OneTimeLinkConfirm
      token={token}
      texts={{
        question: t('undoQuestion'),
        submit: t('undoSubmit'),
        done: t('undoDone'),
        toLogin: t('undoToLogin'),
        missing: t('errors:emailChangeUndoInvalid'),
      }}
      send={undoEmailChange}
      failureOf={(error) => ({ final: true, message: errorText(error) })}
    />
  );
}
