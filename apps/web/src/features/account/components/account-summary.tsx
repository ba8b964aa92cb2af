import type { UserInfo } from '@account-centre/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { TextLink } from '#components/ui/text-link.tsx';
import { paths } from '#config/paths.ts';
import { useUserInfo } from '#features/account/hooks/use-user-info.ts';
import { countryName } from '#lib/country/country-name.ts';

function SummaryList({ userInfo }: { userInfo: UserInfo }) {
  const { t, i18n } = useTranslation('account');
  const rows: [string, string][] = [
    [t('email'), userInfo.email ?? t('notSet')],
    [t('productId'), userInfo.productId],
    [t('country'), countryName(userInfo.country, i18n.language)],
  ];
  if (userInfo.phoneMasked) rows.push([t('phone'), userInfo.phoneMasked]);
  return (
    <dl className="summary">
      {rows.map(([term, value]) => (
        <div key={term} className="summary__row">
          <dt className="summary__term">{term}</dt>
          <dd className="summary__value" dir="auto">
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

type AccountSummaryProps = {
  /** The account has loaded: the session works (Home then checks the legal documents). */
  onReady?: () => void;
};

/** Home (DESIGN §4): the account summary, with links to change password, change e-mail, log out. */
export function AccountSummary({ onReady }: AccountSummaryProps) {
  const { t } = useTranslation('account');
  const state = useUserInfo();
  const ready = state.status === 'ready';
  useEffect(() => {
    if (ready) onReady?.();
  }, [ready, onReady]);
  return (
    <>
      {state.status === 'ready' && <SummaryList userInfo={state.userInfo} />}
      <ul className="account-links">
        <li>
          <TextLink to={paths.changePassword}>{t('changePasswordLink')}</TextLink>
        </li>
        <li>
          <TextLink to={paths.changeMailBox}>{t('changeEmailLink')}</TextLink>
        </li>
        <li>
          <TextLink to={paths.logout}>{t('logoutLink')}</TextLink>
        </li>
      </ul>
    </>
  );
}
