import { useTranslation } from 'react-i18next';
import { PagePanel } from '#components/layout/page-panel.tsx';
import { AccountSummary } from '#features/account/components/account-summary.tsx';

export function HomeRoute() {
  const { t } = useTranslation('account');
  return (
    <PagePanel title={t('title')}>
      <AccountSummary />
    </PagePanel>
  );
}
