import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '#lib/toast.ts';
import { PagePanel } from '#components/layout/page-panel.tsx';
import { paths } from '#config/paths.ts';
import { ChangePasswordForm } from '#features/password-change/components/change-password-form.tsx';

/** Change password (spec §2, signed in): "Changed", then home. */
export function ChangePasswordRoute() {
  const { t } = useTranslation(['password', 'common']);
  const navigate = useNavigate();
  const onSuccess = () => {
    toast.success(t('common:changed'));
    void navigate(paths.home, { replace: true });
  };
  return (
    <PagePanel title={t('changeTitle')}>
      <ChangePasswordForm onSuccess={onSuccess} />
    </PagePanel>
  );
}
