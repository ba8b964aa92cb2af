import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrand } from '#hooks/use-brand.ts';

type PagePanelProps = {
  /** The screen's one h1; also the document title, before the brand's app name. */
  title: string;
  children: ReactNode;
  /** An account page (Home): wider than a form's card on large screens. */
  wide?: boolean;
};

export function PagePanel({ title, children, wide = false }: PagePanelProps) {
  const brand = useBrand();
  const { t } = useTranslation('common');
  return (
    <section
      className={wide ? 'page-panel page-panel--wide' : 'page-panel'}
      aria-labelledby="page-title"
    >
      {/* React 19 places it in <head> (and a prerendered page carries it there). */}
      <title>{`${title} · ${t('appName', { brand: brand.name })}`}</title>
      <h1 id="page-title" className="page-panel__title">
        {title}
      </h1>
      {children}
    </section>
  );
}
