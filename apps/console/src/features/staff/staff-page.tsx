import { useTranslation } from 'react-i18next';
import { PageHeading } from '#components/page-heading.tsx';

export function StaffPage() {
  const { t } = useTranslation();
  return <PageHeading>{t('staff.heading')}</PageHeading>;
}
