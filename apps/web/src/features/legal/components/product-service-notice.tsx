import { Trans, useTranslation } from 'react-i18next';
import { LegalDocumentLink } from '#features/legal/components/legal-document-link.tsx';

/**
 * The login screen's product service agreement (spec §2: "this screen also shows the product
 * service agreement"): a sentence naming it, the name opening the document. Shown, not ticked.
 */
export function ProductServiceNotice({ country }: { country?: string | undefined }) {
  const { t } = useTranslation('legal');
  return (
    <p className="legal-notice">
      <Trans
        t={t}
        i18nKey="productServiceNotice"
        components={{
          link: <LegalDocumentLink kind="product-service-agreement" country={country} />,
        }}
      />
    </p>
  );
}
