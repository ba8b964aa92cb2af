import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagePanel } from '#components/layout/page-panel.tsx';
import { ConfirmDialog } from '#components/ui/confirm-dialog.tsx';
import { paths } from '#config/paths.ts';
import { ResetPasswordForm } from '#features/password-reset/components/reset-password-form.tsx';
import { useNavigate } from '#lib/navigation.ts';

/**
 * Reset password (spec §2). Success asks "Log in now?": Confirm goes to /login; Cancel closes
 * the question and stays here (the form has been cleared).
 */
export function ResetPasswordRoute() {
  const { t } = useTranslation('password');
  const navigate = useNavigate();
  const [done, setDone] = useState(false);
  return (
    <PagePanel title={t('resetTitle')}>
      <ResetPasswordForm onSuccess={() => setDone(true)} />
      <ConfirmDialog
        open={done}
        question={t('resetDone')}
        onConfirm={() => navigate(paths.login)}
        onCancel={() => setDone(false)}
      />
    </PagePanel>
  );
}
