import { useTranslation } from 'react-i18next';
import { PageHeading } from '#components/page-heading.tsx';

export function ClientsPage() {
  const { t } = useTranslation();
  return <PageHeading>{t('clients.heading')}</PageHeading>;
}
