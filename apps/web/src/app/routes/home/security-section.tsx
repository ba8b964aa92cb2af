import { useTranslation } from 'react-i18next';
import { TextLink } from '#components/ui/text-link.tsx';
import { paths } from '#config/paths.ts';
import { AuthenticatorApp } from '#features/security/components/authenticator-app.tsx';
import { LinkedSignInMethods } from '#features/security/components/linked-sign-in-methods.tsx';
import { Passkeys } from '#features/security/components/passkeys.tsx';
import { PasswordAge } from '#features/security/components/password-age.tsx';

/** `/home/security`: the password, the passkeys, the authenticator app and linked sign-in methods. */
export function SecuritySection() {
  const { t } = useTranslation('home');
  const { t: ta } = useTranslation('account');
  return (
    <>
      <section className="list-section" aria-labelledby="password-title">
        <h3 id="password-title" className="list-section__title">
          {t('glancePassword')}
        </h3>
        <ul className="item-list">
          <li className="item-row">
            <div className="item-row__text">
              <span className="item-row__name">{t('passwordText')}</span>
              <span className="item-row__detail">
                <PasswordAge />
              </span>
            </div>
            <div className="item-row__actions">
              <TextLink to={paths.changePassword}>{ta('changePasswordLink')}</TextLink>
            </div>
          </li>
        </ul>
      </section>
      <Passkeys />
      <AuthenticatorApp />
      <LinkedSignInMethods />
    </>
  );
}
