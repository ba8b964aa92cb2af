import { useTranslation } from 'react-i18next';
import { formatDate } from '#features/security/components/device-label.ts';
import { usePasswordChangedAt } from '#features/security/hooks/use-password-changed-at.ts';

/** "Last changed 3 Mar 2026", or "Not changed recently" when the activity holds no change. */
export function PasswordAge() {
  const { t, i18n } = useTranslation('home');
  const changedAt = usePasswordChangedAt();
  if (changedAt === undefined) return null;
  return changedAt === null
    ? t('glancePasswordNotRecent')
    : t('glancePasswordChanged', { time: formatDate(changedAt, i18n.language) });
}
