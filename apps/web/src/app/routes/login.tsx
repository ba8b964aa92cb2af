import { useTranslation } from 'react-i18next';
import { toast } from '#lib/ui/toast.ts';
import { PagePanel } from '#components/layout/page-panel.tsx';
import { paths } from '#config/paths.ts';
import { LoginFlow } from '#features/auth/components/login-flow.tsx';
import { ClientGate } from '#features/shop-login/components/client-gate.tsx';
import { pendingAuthorization, returnUrlFor } from '#features/shop-login/return-to-client.ts';
import { navigation, useNavigate } from '#lib/navigation.ts';

export function LoginRoute() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const onSignedIn = () => {
    toast.success(t('welcomeBack'));
    // Shop login: back to the client that sent the visitor, with a code (spec §2, §7).
    const request = pendingAuthorization();
    if (request) {
      returnUrlFor(request).then(navigation.leave, () => {
        // The error is shown as a toast; the visitor stays signed in here.
      });
      return;
    }
    navigate(paths.home, { replace: true });
  };
  return (
    <ClientGate>
      <PagePanel title={t('title')}>
        <LoginFlow onSignedIn={onSignedIn} />
      </PagePanel>
    </ClientGate>
  );
}
