import type { UserInfo } from '@account-centre/contract';
import { useTranslation } from 'react-i18next';
import { TextLink } from '#components/ui/text-link.tsx';
import { paths } from '#config/paths.ts';
import { useBrand } from '#hooks/use-brand.ts';

/** Home's summary (issue 37): who is signed in, with which brand's account, and "Log out". */
export function AccountHeader({ userInfo }: { userInfo: UserInfo }) {
  const { t } = useTranslation('account');
  const { t: th } = useTranslation('home');
  const brand = useBrand();
  const who = userInfo.email ?? userInfo.productId;
  return (
    <div className="account-header">
      <span className="account-header__avatar" aria-hidden="true">
        {who.charAt(0).toUpperCase()}
      </span>
      <div className="account-header__text">
        <span className="account-header__name" dir="auto">
          {who}
        </span>
        <span className="account-header__brand">{th('brandAccount', { brand: brand.name })}</span>
      </div>
      <TextLink className="account-header__logout" to={paths.logout}>
        {t('logoutLink')}
      </TextLink>
    </div>
  );
}
