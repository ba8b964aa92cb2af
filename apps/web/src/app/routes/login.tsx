import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { PagePanel } from '#components/layout/page-panel.tsx';
import { paths } from '#config/paths.ts';
import { isDoubleCheckAnswer } from '@account-centre/contract';
import type { LoginAnswer } from '#features/auth/api/login-with-password.ts';
import { LoginForm } from '#features/auth/components/login-form.tsx';

export function LoginRoute() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const onSuccess = (answer: LoginAnswer) => {
    // The second verification step (spec §4) arrives with its own issue.
    if (isDoubleCheckAnswer(answer)) return;
    toast.success(t('welcomeBack'));
    void navigate(paths.home, { replace: true });
  };
  return (
    <PagePanel title={t('title')}>
      <LoginForm onSuccess={onSuccess} />
    </PagePanel>
  );
}
