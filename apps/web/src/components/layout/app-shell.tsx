import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSelect } from '#components/layout/language-select.tsx';
import { SiteFooter } from '#components/layout/site-footer.tsx';
import { useBrand } from '#hooks/use-brand.ts';
import { getRuntime } from '#lib/runtime.ts';

/** Spec §1 shell: language dropdown, the routed view, the copyright line. */
export function AppShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const brand = useBrand();
  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <header className="site-header">
        <span className="site-header__brand">
          <img className="site-header__logo" src={brand.logoUrl} alt={brand.name} />
          {/* The logo's text alternative names the brand already. */}
          <span aria-hidden="true">{brand.name}</span>
        </span>
        <LanguageSelect languages={getRuntime().config.languages} />
      </header>
      <main id="main" className="site-main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter brandName={brand.name} />
    </div>
  );
}
