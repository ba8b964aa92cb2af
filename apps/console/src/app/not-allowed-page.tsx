import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PageHeading } from '#components/page-heading.tsx';

export function NotAllowedPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading>{t('notAllowed.heading')}</PageHeading>
      <p>{t('notAllowed.text')}</p>
      <Link href="/users">{t('notAllowed.back')}</Link>
    </>
  );
}
