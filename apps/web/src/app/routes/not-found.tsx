import { useTranslation } from 'react-i18next';
import { PagePanel } from '#components/layout/page-panel.tsx';
import { TextLink } from '#components/ui/text-link.tsx';
import { paths } from '#config/paths.ts';

export function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <PagePanel title={t('notFoundTitle')}>
      <p>{t('notFoundText')}</p>
      <p className="form__links">
        <TextLink to={paths.login}>{t('notFoundLoginLink')}</TextLink>
      </p>
    </PagePanel>
  );
}
