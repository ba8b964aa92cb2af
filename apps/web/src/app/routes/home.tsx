import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagePanel } from '#components/layout/page-panel.tsx';
import { paths } from '#config/paths.ts';
import { AccountSummary } from '#features/account/components/account-summary.tsx';
import { AppList } from '#features/apps/components/app-list.tsx';
import { HomeDocuments } from '#features/home-rules/components/home-documents.tsx';
import { UpdatedTermsDialog } from '#features/home-rules/components/updated-terms-dialog.tsx';
import { AccountActivity } from '#features/security/components/account-activity.tsx';
import { Passkeys } from '#features/security/components/passkeys.tsx';
import { LinkedSignInMethods } from '#features/security/components/linked-sign-in-methods.tsx';
import { AuthenticatorApp } from '#features/security/components/authenticator-app.tsx';
import { SignedInDevices } from '#features/security/components/signed-in-devices.tsx';
import { useNavigate } from '#lib/navigation.ts';

/**
 * Home: the account summary; once it has loaded, the user's agreements (home rule list), the
 * passkeys, the authenticator app, the signed-in devices and the account activity (issue 24), the apps that can
 * sign the user in (decision 031) and the check for updated terms. Declining them
 * goes to the logout screen, whose Cancel comes back here (and asks again).
 */
export function HomeRoute() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [accountLoaded, setAccountLoaded] = useState(false);
  const [acceptances, setAcceptances] = useState(0);
  const [securityChanges, setSecurityChanges] = useState(0);
  const onSecurityChange = useCallback(() => setSecurityChanges((n) => n + 1), []);
  const onReady = useCallback(() => setAccountLoaded(true), []);
  return (
    <PagePanel title={t('title')}>
      <AccountSummary onReady={onReady} />
      {accountLoaded && <HomeDocuments refresh={acceptances} />}
      {accountLoaded && <Passkeys onChange={onSecurityChange} />}
      {accountLoaded && <LinkedSignInMethods onChange={onSecurityChange} />}
      {accountLoaded && <AuthenticatorApp onChange={onSecurityChange} />}
      {accountLoaded && <SignedInDevices onChange={onSecurityChange} />}
      {accountLoaded && <AppList />}
      {accountLoaded && <AccountActivity refresh={securityChanges} />}
      {accountLoaded && (
        <UpdatedTermsDialog
          onDecline={() => navigate(paths.logout)}
          onAccepted={() => setAcceptances((n) => n + 1)}
        />
      )}
    </PagePanel>
  );
}
