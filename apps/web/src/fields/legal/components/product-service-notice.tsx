import { useTranslation } from 'react-i18next';
import { LegalDocumentLink } from '#fields/legal/components/legal-document-link.tsx';
import { splitTagged } from '#lib/i18n/tagged-text.ts';

/**
 * The login screen's product service agreement (spec §2: "this screen also shows the product
 * service agreement"): a sentence naming it, the name opening the document. Shown, not ticked.
 * The sentence only marks where the name goes (`<link></link>`): the link shows the document's
 * own name (`productServiceAgreement`, from the contract's legal names, issue 37).
 */
export function ProductServiceNotice({ country }: { country?: string | undefined }) {
  const { t } = useTranslation('legal');
  const sentence = t('productServiceNotice');
  const parts = splitTagged(sentence, 'link');
  const link = () => <LegalDocumentLink kind="product-service-agreement" country={country} />;
  if (parts === undefined) {
    return (
      <p className="legal-notice">
        {sentence} {link()}
      </p>
    );
  }
  return (
    <p className="legal-notice">
      {parts.before}
      {link()}
      {parts.after}
    </p>
  );
}
