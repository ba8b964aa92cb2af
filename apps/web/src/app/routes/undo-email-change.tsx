import { useTranslation } from 'react-i18next';
import { PagePanel } from '#components/layout/page-panel.tsx';
import { UndoEmailChange } from '#features/email-change-undo/components/undo-email-change.tsx';
import { useSearchString } from '#lib/navigation.ts';
import { useSignedInTexts } from '#lib/i18n/signed-in-texts.ts';

/** /undoEmailChange?token=…: the link of the notice to the old address (visitors, no session). */
export function UndoEmailChangeRoute() {
  // Its texts are the signed-in ones (locale-loaders.ts): loaded before it renders.
  useSignedInTexts();
  const { t } = useTranslation('emailChange');
  const token = new URLSearchParams(useSearchString()).get('token');
  return (
    <PagePanel title={t('undoTitle')}>
      <UndoEmailChange token={token} />
    </PagePanel>
  );
}
