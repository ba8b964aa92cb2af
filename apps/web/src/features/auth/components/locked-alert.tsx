import { useTranslation } from 'react-i18next';
import { TextLink } from '#components/ui/text-link.tsx';
import { paths } from '#config/paths.ts';

/**
 * Spec §4 account lock: stays on the form after the toast has gone, with the way to recover the
 * password.
 */
export function LockedAlert() {
  const { t } = useTranslation(['auth', 'errors']);
  return (
    <div role="alert" className="form__alert">
      <p className="form__alert-text">{t('errors:exceedMaxLoginAttempts')}</p>
      <TextLink to={paths.reset}>{t('auth:forgotPassword')}</TextLink>
    </div>
  );
}
