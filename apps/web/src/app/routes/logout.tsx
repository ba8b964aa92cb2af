import { useTranslation } from 'react-i18next';
import { toast } from '#lib/ui/toast.ts';
import { PagePanel } from '#components/layout/page-panel.tsx';
import { paths } from '#config/paths.ts';
import { LogoutConfirm } from '#features/logout/components/logout-confirm.tsx';
import { verifiedRedirectUrl } from '#features/shop-login/return-to-client.ts';
import { canGoBack, useNavigate } from '#lib/navigation.ts';
import { urlParamsQuery } from '#lib/session/url-params.ts';
import { useSignedInTexts } from '#lib/i18n/signed-in-texts.ts';

/** Logout (spec §2): the confirmation; once logged out, spec §8's "Succeeded" and the login. */
export function LogoutRoute() {
  // Its texts are the signed-in ones (locale-loaders.ts): loaded before it renders.
  useSignedInTexts();
  const { t } = useTranslation(['logout', 'common']);
  const navigate = useNavigate();
  const onLoggedOut = () => {
    toast.success(t('common:succeeded'));
    navigate(`${paths.login}${urlParamsQuery()}`, { replace: true });
  };
  return (
    <PagePanel title={t('title')}>
      <LogoutConfirm
        onLoggedOut={onLoggedOut}
        onCancel={() => (canGoBack() ? window.history.back() : navigate(paths.home))}
        redirectUrl={verifiedRedirectUrl}
      />
    </PagePanel>
  );
}
