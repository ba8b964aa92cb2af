import '#components/ui/item-list.css';
import type { HomeRule } from '@account-centre/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listHomeRules } from '#features/home-rules/api/list-home-rules.ts';
import { VersionedDocumentLink } from '#features/home-rules/components/versioned-document-link.tsx';

/**
 * Home's agreements section (spec §7 `home/rule/list`, DESIGN §4 home rules, issue 37): the legal
 * documents that apply to the signed-in user — user agreement, privacy policy, product service
 * agreement — one row each, openable, with its version and whether the user has accepted it. The
 * list is asked for when the section opens and again when the language changes; a failure has
 * been shown by the API client.
 */
export function HomeDocuments() {
  const { t, i18n } = useTranslation('legal');
  const { t: th } = useTranslation('home');
  const [documents, setDocuments] = useState<HomeRule[]>();
  const language = i18n.language;

  useEffect(() => {
    let current = true;
    listHomeRules({ language }).then(
      (list) => current && setDocuments(list),
      () => {},
    );
    return () => {
      current = false;
    };
  }, [language]);

  return (
    <section className="list-section" aria-labelledby="documents-title">
      <h3 id="documents-title" className="list-section__title">
        {t('documentsTitle')}
      </h3>
      {documents?.length === 0 && <p className="empty-state">{th('emptyAgreements')}</p>}
      <ul className="item-list" aria-busy={documents === undefined}>
        {documents?.map((document) => (
          <li key={document.kind} className="item-row">
            <div className="item-row__text">
              <span className="item-row__name">
                <VersionedDocumentLink document={document} />
              </span>
              {(document.accepted || document.required) && (
                <span className="item-row__detail">
                  {document.accepted ? t('documentAccepted') : t('documentNotAccepted')}
                </span>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
