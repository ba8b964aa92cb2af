import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PagePanel } from '#components/layout/page-panel.tsx';
import { UndoEmailChange } from '#features/email-change-undo/components/undo-email-change.tsx';

/** /undoEmailChange?token=…: the link of the notice to the old address (visitors, no session). */
export function UndoEmailChangeRoute() {
  const { t } = useTranslation('emailChange');
  const [params] = useSearchParams();
  return (
    <PagePanel title={t('undoTitle')}>
      <UndoEmailChange token={params.get('token')} />
    </PagePanel>
  );
}
