import '#components/ui/item-list.css';
import type { UserInfo } from '@account-centre/contract';
import { useTranslation } from 'react-i18next';
import { TextLink } from '#components/ui/text-link.tsx';
import { paths } from '#config/paths.ts';
import { countryName } from '#lib/country/country-name.ts';

type Row = { term: string; value: string; action?: { to: string; label: string; name: string } };

/**
 * Home's personal info (DESIGN §4, issue 37): e-mail, phone, product ID and country, one row each
 * (name, detail, action on one line); the e-mail row links to the change-e-mail screen.
 */
export function AccountSummary({ userInfo }: { userInfo: UserInfo }) {
  const { t, i18n } = useTranslation('account');
  const { t: th } = useTranslation('home');
  const rows: Row[] = [
    {
      term: t('email'),
      value: userInfo.email ?? t('notSet'),
      action: { to: paths.changeMailBox, label: th('change'), name: t('changeEmailLink') },
    },
    ...(userInfo.phoneMasked ? [{ term: t('phone'), value: userInfo.phoneMasked }] : []),
    { term: t('productId'), value: userInfo.productId },
    { term: t('country'), value: countryName(userInfo.country, i18n.language) },
  ];
  return (
    <dl className="item-list">
      {rows.map(({ term, value, action }) => (
        <div key={term} className="item-row">
          <dt className="item-row__name">{term}</dt>
          <dd className="item-row__detail" dir="auto">
            {value}
          </dd>
          {action && (
            <dd className="item-row__actions">
              <TextLink to={action.to} aria-label={action.name}>
                {action.label}
              </TextLink>
            </dd>
          )}
        </div>
      ))}
    </dl>
  );
}
