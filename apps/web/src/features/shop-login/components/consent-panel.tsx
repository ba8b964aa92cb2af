import type { AuthorizationParams, ConsentRequest } from '@account-centre/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagePanel } from '#components/layout/page-panel.tsx';
import { Button } from '#components/ui/button.tsx';
import { answerConsent } from '#features/shop-login/api/answer-consent.ts';
import { clearAuthorizationRequest } from '#lib/session/url-params.ts';
import { useSignedInTexts } from '#lib/i18n/signed-in-texts.ts';

const SCOPE_TEXT = {
  email: 'scopeEmail',
  phone: 'scopePhone',
  offline_access: 'scopeOfflineAccess',
} as const;

type ConsentPanelProps = {
  request: AuthorizationParams;
  consent: ConsentRequest;
  /** Leaves for the client with the provider's answer (a code, or `access_denied`). */
  onLeave: (url: string) => void;
};

/**
 * Consent (decision 031): a third-party client asks to sign the user in; the screen names the
 * client and what it receives. Allow or deny both return to the client (deny as `access_denied`).
 * Loaded only when a client asks (not part of the login screen's first load).
 */
export function ConsentPanel({ request, consent, onLeave }: ConsentPanelProps) {
  // Its texts are the signed-in ones (locale-loaders.ts): loaded before it renders.
  useSignedInTexts();
  const { t } = useTranslation('apps');
  const [busy, setBusy] = useState(false);
  const answer = (allow: boolean) => {
    setBusy(true);
    answerConsent(request, allow).then(
      (url) => {
        clearAuthorizationRequest();
        onLeave(url);
      },
      () => setBusy(false),
    );
  };
  return (
    <PagePanel title={t('consentTitle', { name: consent.name })}>
      <p>{t('consentIntro', { name: consent.name })}</p>
      <ul>
        <li>{t('scopeAccountId')}</li>
        {consent.scopes.map((scope) =>
          scope in SCOPE_TEXT ? (
            <li key={scope}>{t(SCOPE_TEXT[scope as keyof typeof SCOPE_TEXT])}</li>
          ) : null,
        )}
      </ul>
      <p>{t('consentRevokeHint')}</p>
      <div className="form__actions">
        <Button onClick={() => answer(true)} disabled={busy}>
          {t('consentAllow')}
        </Button>
        <Button variant="secondary" onClick={() => answer(false)} disabled={busy}>
          {t('consentDeny')}
        </Button>
      </div>
    </PagePanel>
  );
}
