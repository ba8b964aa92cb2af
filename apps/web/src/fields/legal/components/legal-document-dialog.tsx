import {
  LANGUAGE_ENTRIES,
  matchLanguage,
  type LegalDocument,
  type LegalDocumentKind,
} from '@account-centre/contract';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { ModalDialog } from '#components/ui/modal-dialog.tsx';
import { DOCUMENT_NAME_KEYS } from '#fields/legal/components/document-names.ts';
import { LegalText } from '#fields/legal/components/legal-text.tsx';
import { useLegalDocument } from '#fields/legal/hooks/use-legal-document.ts';

type LegalDocumentDialogProps = {
  kind: LegalDocumentKind;
  /** The version written for this country, when there is one. */
  country?: string | undefined;
  open: boolean;
  onClose: () => void;
};

function DocumentContent({ document, titleId }: { document: LegalDocument; titleId: string }) {
  const { t, i18n } = useTranslation('legal');
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(
    new Date(document.publishedAt),
  );
  // The server had no text in the UI language (nor its base language) and sent another one.
  const fallback = matchLanguage(i18n.language, [document.language]) === undefined;
  const languageName =
    LANGUAGE_ENTRIES.find((entry) => entry.langTag === document.language)?.displayLang ??
    document.language;
  return (
    <>
      <p className="legal-dialog__meta">{t('documentMeta', { version: document.version, date })}</p>
      {fallback && (
        <p className="legal-dialog__meta">{t('shownInLanguage', { language: languageName })}</p>
      )}
      {/* Focusable, so the keyboard can scroll a long text. */}
      <div
        className="legal-dialog__body"
        role="region"
        aria-labelledby={titleId}
        tabIndex={0}
        lang={document.language}
        dir="auto"
      >
        <LegalText body={document.body} />
      </div>
    </>
  );
}

/**
 * A legal document in a modal dialog, loaded in the current UI language when opened. Named by
 * the document's title; focus starts on it so reading begins at the top. Escape or Close ends it.
 */
export function LegalDocumentDialog({ kind, country, open, onClose }: LegalDocumentDialogProps) {
  const { t, i18n } = useTranslation('legal');
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const { state, retry } = useLegalDocument({ kind, language: i18n.language, country }, open);

  return (
    <ModalDialog
      open={open}
      onDismiss={onClose}
      aria-labelledby={titleId}
      initialFocus={titleRef}
      className="legal-dialog"
    >
      <h2 id={titleId} ref={titleRef} tabIndex={-1} className="legal-dialog__title">
        {state.status === 'ready' ? state.document.title : t(DOCUMENT_NAME_KEYS[kind])}
      </h2>
      {state.status === 'loading' && (
        <p className="legal-dialog__status" role="status">
          {t('loadingDocument')}
        </p>
      )}
      {state.status === 'failed' && (
        <div className="legal-dialog__status" role="alert">
          <p>{t('loadFailed')}</p>
          <Button variant="secondary" onClick={retry}>
            {t('retry')}
          </Button>
        </div>
      )}
      {state.status === 'ready' && <DocumentContent document={state.document} titleId={titleId} />}
      <div className="legal-dialog__actions">
        <Button onClick={onClose}>{t('close')}</Button>
      </div>
    </ModalDialog>
  );
}
