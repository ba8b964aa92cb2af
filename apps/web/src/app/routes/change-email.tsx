import { useTranslation } from 'react-i18next';
import { toast } from '#lib/ui/toast.ts';
import { PagePanel } from '#components/layout/page-panel.tsx';
import { paths } from '#config/paths.ts';
import { storedUserInfo } from '#features/account/api/get-user-info.ts';
import { ChangeEmailForm } from '#features/email-change/components/change-email-form.tsx';
import { useNavigate } from '#lib/navigation.ts';
import { useSignedInTexts } from '#lib/i18n/signed-in-texts.ts';

/**
 * Change e-mail (spec §2, signed in, /changeMailBox): "Changed", or spec §8's "Added" when the
 * account had no e-mail address before (a phone account), then home with the new address.
 */
export function ChangeEmailRoute() {
  // Its texts are the signed-in ones (locale-loaders.ts): loaded before it renders.
  useSignedInTexts();
  const { t } = useTranslation(['emailChange', 'common']);
  const navigate = useNavigate();
  const onSuccess = () => {
    const hadNoEmail = storedUserInfo()?.email === null;
    toast.success(t(hadNoEmail ? 'common:added' : 'common:changed'));
    navigate(paths.home, { replace: true });
  };
  return (
    <PagePanel title={t('title')}>
      <ChangeEmailForm onSuccess={onSuccess} />
    </PagePanel>
  );
}
