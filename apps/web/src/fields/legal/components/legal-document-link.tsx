import type { LegalDocumentKind } from '@account-centre/contract';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_NAME_KEYS } from '#fields/legal/components/document-names.ts';

// The dialog (and the document's fetching and rendering) loads when a document is first opened.
const LegalDocumentDialog = lazy(async () => ({
  default: (await import('#fields/legal/components/legal-document-dialog.tsx')).LegalDocumentDialog,
}));

type LegalDocumentLinkProps = {
  kind: LegalDocumentKind;
  /** The version written for this country, when there is one (e.g. the country chosen on a form). */
  country?: string | undefined;
  /** The link text; the document's name ("Privacy Policy") by default. */
  children?: ReactNode;
};

/**
 * A document name that opens the document in a modal dialog. A button (it opens something on
 * this page, it does not navigate) drawn as a link; never place it inside a <label>.
 */
export function LegalDocumentLink({ kind, country, children }: LegalDocumentLinkProps) {
  const { t } = useTranslation('legal');
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so that closing it can return the focus to the link.
  const [opened, setOpened] = useState(false);
  return (
    <>
      <button
        type="button"
        className="link-button"
        aria-haspopup="dialog"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        {children ?? t(DOCUMENT_NAME_KEYS[kind])}
      </button>
      {opened && (
        <Suspense>
          <LegalDocumentDialog
            kind={kind}
            country={country}
            open={open}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
