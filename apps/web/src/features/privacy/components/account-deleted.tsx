import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { paths } from '#config/paths.ts';
import { deletionEraseAfter } from '#features/privacy/components/deletion-result.ts';
import { urlParamsQuery } from '#lib/session/url-params.ts';

/**
 * After "Delete my account": signed out, and when the account is erased unless the notice's link
 * cancels it (the date only in the tab that deleted it; a reload shows the rest).
 */
export function AccountDeleted() {
  const { t, i18n } = useTranslation('privacy');
  const eraseAfter = deletionEraseAfter();
  return (
    <>
      <p role="status">{t('deletedText')}</p>
      {eraseAfter && (
        <p>
          {t('deletedWhen', {
            date: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(
              new Date(eraseAfter),
            ),
          })}
        </p>
      )}
      <Link className="link-button" to={`${paths.login}${urlParamsQuery()}`}>
        {t('toLogin')}
      </Link>
    </>
  );
}
