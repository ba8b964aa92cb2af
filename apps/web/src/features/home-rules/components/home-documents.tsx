import type { HomeRule } from '@account-centre/contract';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listHomeRules } from '#features/home-rules/api/list-home-rules.ts';
import { VersionedDocumentLink } from '#features/home-rules/components/versioned-document-link.tsx';

type HomeDocumentsProps = {
  /** Changes when acceptances were recorded elsewhere on the page: the list is asked again. */
  refresh?: number;
};

/**
 * Home (spec §7 `home/rule/list`, DESIGN §4 home rules): "Your agreements" opens the legal
 * documents that apply to the signed-in user — user agreement, privacy policy, product service
 * agreement — each openable, with its version and whether the user has accepted it. The list is
 * asked for when the section is opened (most visits to Home do not need it), again when the
 * language changes or acceptances were recorded; a failure has been shown by the API client.
 */
export function HomeDocuments({ refresh = 0 }: HomeDocumentsProps) {
  const { t, i18n } = useTranslation('legal');
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [documents, setDocuments] = useState<HomeRule[]>();
  const language = i18n.language;

  useEffect(() => {
    if (!open) return;
    let current = true;
    listHomeRules({ language }).then(
      (list) => current && setDocuments(list),
      () => {},
    );
    return () => {
      current = false;
    };
  }, [open, language, refresh]);

  return (
    <section className="home-documents">
      <h2 className="home-documents__title">
        <button
          type="button"
          className="link-button"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen(!open)}
        >
          {t('documentsTitle')}
        </button>
      </h2>
      <ul id={listId} className="home-documents__list" hidden={!open || !documents}>
        {documents?.map((document) => (
          <li key={document.kind}>
            <VersionedDocumentLink document={document} />
            {(document.accepted || document.required) && (
              <>
                {' · '}
                <span>{document.accepted ? t('documentAccepted') : t('documentNotAccepted')}</span>
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
