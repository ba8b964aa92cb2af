import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '#lib/toast.ts';
import { PagePanel } from '#components/layout/page-panel.tsx';
import { paths } from '#config/paths.ts';
import { ChangeEmailForm } from '#features/email-change/components/change-email-form.tsx';

/** Change e-mail (spec §2, signed in, /changeMailBox): "Changed", then home with the new address. */
export function ChangeEmailRoute() {
  const { t } = useTranslation(['emailChange', 'common']);
  const navigate = useNavigate();
  const onSuccess = () => {
    toast.success(t('common:changed'));
    void navigate(paths.home, { replace: true });
  };
  return (
    <PagePanel title={t('title')}>
      <ChangeEmailForm onSuccess={onSuccess} />
    </PagePanel>
  );
}
