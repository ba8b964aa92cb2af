import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { PagePanel } from '#components/layout/page-panel.tsx';
import { paths } from '#config/paths.ts';
import { LoginFlow } from '#features/auth/components/login-flow.tsx';

export function LoginRoute() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const onSignedIn = () => {
    toast.success(t('welcomeBack'));
    void navigate(paths.home, { replace: true });
  };
  return (
    <PagePanel title={t('title')}>
      <LoginFlow onSignedIn={onSignedIn} />
    </PagePanel>
  );
}
