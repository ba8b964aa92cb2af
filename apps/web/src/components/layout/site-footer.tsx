import { FOOTER_YEAR } from '@account-centre/contract';
import { useTranslation } from 'react-i18next';

type SiteFooterProps = { brandName: string };

export function SiteFooter({ brandName }: SiteFooterProps) {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <p>{t('footer', { year: FOOTER_YEAR, brand: brandName })}</p>
    </footer>
  );
}
