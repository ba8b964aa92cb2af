import { useTranslation } from 'react-i18next';

/**
 * `/home/privacy` until the privacy feature (data export, account deletion) is merged: the section
 * with an empty state. Its row in home-sections.ts then names that feature's page instead.
 */
export function PrivacyPlaceholder() {
  const { t } = useTranslation('home');
  return <p className="empty-state">{t('privacyEmpty')}</p>;
}
