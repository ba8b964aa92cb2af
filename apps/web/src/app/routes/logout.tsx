import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '#lib/toast.ts';
import { PagePanel } from '#components/layout/page-panel.tsx';
import { paths } from '#config/paths.ts';
import { LogoutConfirm } from '#features/logout/components/logout-confirm.tsx';
import { verifiedRedirectUrl } from '#features/shop-login/return-to-client.ts';
import { urlParamsQuery } from '#lib/url-params.ts';

/** React Router keeps the history index in history.state; above 0 there is a page to go back to. */
function canGoBack(): boolean {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && 'idx' in state && Number(state.idx) > 0;
}

/** Logout (spec §2): the confirmation; once logged out, spec §8's "Succeeded" and the login. */
export function LogoutRoute() {
  const { t } = useTranslation(['logout', 'common']);
  const navigate = useNavigate();
  const onLoggedOut = () => {
    toast.success(t('common:succeeded'));
    void navigate(`${paths.login}${urlParamsQuery()}`, { replace: true });
  };
  return (
    <PagePanel title={t('title')}>
      <LogoutConfirm
        onLoggedOut={onLoggedOut}
        onCancel={() => void (canGoBack() ? navigate(-1) : navigate(paths.home))}
        redirectUrl={verifiedRedirectUrl}
      />
    </PagePanel>
  );
}
