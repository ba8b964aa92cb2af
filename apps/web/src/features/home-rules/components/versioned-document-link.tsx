import type { HomeRule } from '@account-centre/contract';
import { useTranslation } from 'react-i18next';
import { LegalDocumentLink } from '#fields/legal/components/legal-document-link.tsx';

/** A legal document's title, opening it in the legal dialog, followed by its version. */
export function VersionedDocumentLink({
  document,
}: {
  document: Pick<HomeRule, 'kind' | 'country' | 'title' | 'version'>;
}) {
  const { t } = useTranslation('legal');
  return (
    <>
      <LegalDocumentLink kind={document.kind} country={document.country ?? undefined}>
        {document.title}
      </LegalDocumentLink>{' '}
      <span className="updated-terms__version">
        {t('updatedVersion', { version: document.version })}
      </span>
    </>
  );
}
