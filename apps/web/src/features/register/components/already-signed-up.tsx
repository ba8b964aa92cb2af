import { useTranslation } from 'react-i18next';
import { TextLink } from '#components/ui/text-link.tsx';
import { paths } from '#config/paths.ts';
import { urlParamsQuery } from '#lib/session/url-params.ts';

/** The answers that mean the number or address already has an account (spec §8: "Log in now?"). */
export type SignedUpError = 'mobileAlreadySignedUp' | 'emailAlreadySignedUp';

/**
 * Stays beside the phone or e-mail field after the red toast of 30900/30901 has gone, with the way
 * to log in (keeping the url parameters the visitor arrived with).
 */
export function AlreadySignedUp({ error }: { error: SignedUpError }) {
  const { t } = useTranslation(['register', 'errors']);
  return (
    <p className="form__notice">
      {t(`errors:${error}`)}{' '}
      <TextLink to={`${paths.login}${urlParamsQuery()}`}>{t('logInNow')}</TextLink>
    </p>
  );
}
