import { useTranslation } from 'react-i18next';
import { PageHeading } from '#components/page-heading.tsx';

export function LegalPage() {
  const { t } = useTranslation();
  return <PageHeading>{t('legal.heading')}</PageHeading>;
}
