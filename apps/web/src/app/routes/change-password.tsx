import { useTranslation } from 'react-i18next';
import { toast } from '#lib/ui/toast.ts';
import { PagePanel } from '#components/layout/page-panel.tsx';
import { paths } from '#config/paths.ts';
import { ChangePasswordForm } from '#features/password-change/components/change-password-form.tsx';
import { useNavigate } from '#lib/navigation.ts';

/** Change password (spec §2, signed in): "Changed", then home. */
export function ChangePasswordRoute() {
  const { t } = useTranslation(['password', 'common']);
  const navigate = useNavigate();
  const onSuccess = () => {
    toast.success(t('common:changed'));
    navigate(paths.home, { replace: true });
  };
  return (
    <PagePanel title={t('changeTitle')}>
      <ChangePasswordForm onSuccess={onSuccess} />
    </PagePanel>
  );
}
