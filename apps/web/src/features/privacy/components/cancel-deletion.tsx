import { useTranslation } from 'react-i18next';
import { OneTimeLinkConfirm } from '#components/ui/one-time-link-confirm.tsx';
import { cancelAccountDeletion } from '#features/privacy/api/privacy-api.ts';
import { isApiError } from '#lib/api/api-error.ts';
import { errorText } from '#lib/api/error-text.ts';

/**
 * The cancel link of the deletion notice (issue 34, decision 048), confirmed with the button. A
 * spent and an expired link read the same (the server answers both 30921); other failures
 * (offline) say what happened and leave the button to try again.
 */
export function CancelDeletion({ token }: { token: string | null }) {
  const { t } = useTranslation('privacy');
  return (
    <OneTimeLinkConfirm
      token={token}
      texts={{
        question: t('cancelQuestion'),
        submit: t('cancelSubmit'),
        done: t('cancelDone'),
        toLogin: t('toLogin'),
        missing: t('cancelInvalid'),
      }}
      send={cancelAccountDeletion}
      failureOf={(error) =>
        isApiError(error) && error.errorName === 'accountDeletionLinkInvalid'
          ? { final: true, message: t('cancelInvalid') }
          : { final: false, message: errorText(error) }
      }
    />
  );
}
