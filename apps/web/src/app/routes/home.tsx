import '#app/routes/home/home.css';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect, useLocation } from 'wouter';
import { PagePanel } from '#components/layout/page-panel.tsx';
import { LazyPart } from '#components/ui/lazy-part.tsx';
import { TextLink } from '#components/ui/text-link.tsx';
import { paths } from '#config/paths.ts';
import { AccountHeader } from '#features/account/components/account-header.tsx';
import { useUserInfo } from '#features/account/hooks/use-user-info.ts';
import { UpdatedTermsDialog } from '#features/home-rules/components/updated-terms-dialog.tsx';
import { SecurityGlance } from '#features/security/components/security-glance.tsx';
import { homeSections, sectionAt } from '#app/routes/home/home-sections.ts';
import { HomeNav } from '#app/routes/home/home-nav.tsx';
import { useNavigate } from '#lib/navigation.ts';
import { useSignedInTexts } from '#lib/i18n/signed-in-texts.ts';

/**
 * Home (issue 37, decision 053): an account page. The summary on top (who, which brand, log out);
 * then the sections, each at its own address, in a side navigation on wide screens and a list on
 * phones. `/home` itself shows the security state at a glance and the spec's account links. Once
 * the account has loaded (the session works), the section and the check for updated terms run;
 * declining them goes to the logout screen, whose Cancel comes back here (and asks again).
 */
export function HomeRoute() {
  // Its texts are the signed-in ones (locale-loaders.ts): loaded before it renders.
  useSignedInTexts();
  const { t } = useTranslation('account');
  const { t: th } = useTranslation('home');
  const navigate = useNavigate();
  const [pathname] = useLocation();
  const state = useUserInfo();
  const [acceptances, setAcceptances] = useState(0);
  const onAccepted = useCallback(() => setAcceptances((n) => n + 1), []);
  const section = sectionAt(pathname);
  const ready = state.status === 'ready';
  if (!section && pathname.replace(/\/+$/, '').toLowerCase() !== paths.home) {
    return <Redirect to={paths.notFound} replace />;
  }
  return (
    <PagePanel title={t('title')} wide>
      {ready && <AccountHeader userInfo={state.userInfo} />}
      {ready && (
        <div className={section ? 'home-layout home-layout--section' : 'home-layout'}>
          <HomeNav sections={homeSections} current={section?.id} />
          <div className="home-layout__content">
            {section ? (
              <section className="home-section" aria-labelledby="home-section-title">
                <TextLink className="home-section__back" to={paths.home}>
                  {th('backToOverview')}
                </TextLink>
                <h2 id="home-section-title" className="home-section__title">
                  {th(section.labelKey)}
                </h2>
                <LazyPart fallback={null}>
                  <section.Component
                    key={`${section.id}-${acceptances}`}
                    userInfo={state.userInfo}
                  />
                </LazyPart>
              </section>
            ) : (
              <>
                <SecurityGlance />
                <ul className="account-links">
                  <li>
                    <TextLink to={paths.changePassword}>{t('changePasswordLink')}</TextLink>
                  </li>
                  <li>
                    <TextLink to={paths.changeMailBox}>{t('changeEmailLink')}</TextLink>
                  </li>
                </ul>
              </>
            )}
          </div>
        </div>
      )}
      {ready && (
        <UpdatedTermsDialog onDecline={() => navigate(paths.logout)} onAccepted={onAccepted} />
      )}
    </PagePanel>
  );
}
