import { useTranslation } from 'react-i18next';
import { PagePanel } from '#components/layout/page-panel.tsx';
import { CancelDeletion } from '#features/privacy/components/cancel-deletion.tsx';
import { useSearchString } from '#lib/navigation.ts';

/** /cancelDeletion?token=…: the link of the deletion notice (visitors, no session). */
export function CancelDeletionRoute() {
  const { t } = useTranslation('privacy');
  const token = new URLSearchParams(useSearchString()).get('token');
  return (
    <PagePanel title={t('cancelTitle')}>
      <CancelDeletion token={token} />
    </PagePanel>
  );
}
