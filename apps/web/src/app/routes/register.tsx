import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '#lib/ui/toast.ts';
import { PagePanel } from '#components/layout/page-panel.tsx';
import { paths } from '#config/paths.ts';
import { RegisterForm } from '#features/register/components/register-form.tsx';
import { ClientGate } from '#features/shop-login/components/client-gate.tsx';
import { useNavigate } from '#lib/navigation.ts';

// Decision 050: the buttons of other providers, fetched and drawn after the first load.
const ConnectorButtons = lazy(async () => ({
  default: (await import('#features/auth/components/connector-buttons.tsx')).ConnectorButtons,
}));

export function RegisterRoute() {
  const { t } = useTranslation('register');
  const navigate = useNavigate();
  const onSuccess = () => {
    toast.success(t('succeeded'));
    navigate(paths.login);
  };
  return (
    <ClientGate>
      <PagePanel title={t('title')}>
        <RegisterForm onSuccess={onSuccess} />
        <Suspense fallback={null}>
          <ConnectorButtons />
        </Suspense>
      </PagePanel>
    </ClientGate>
  );
}
