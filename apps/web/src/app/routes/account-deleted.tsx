import { useTranslation } from 'react-i18next';
import { PagePanel } from '#components/layout/page-panel.tsx';
import { AccountDeleted } from '#features/privacy/components/account-deleted.tsx';

/** /accountDeleted: where the deletion form goes once the account is deleted (signed out). */
export function AccountDeletedRoute() {
  const { t } = useTranslation('privacy');
  return (
    <PagePanel title={t('deletedTitle')}>
      <AccountDeleted />
    </PagePanel>
  );
}
