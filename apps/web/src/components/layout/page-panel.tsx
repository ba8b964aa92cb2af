import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrand } from '#hooks/use-brand.ts';

type PagePanelProps = {
  /** The screen's one h1; also the document title, before the brand's app name. */
  title: string;
  children: ReactNode;
};

export function PagePanel({ title, children }: PagePanelProps) {
  const brand = useBrand();
  const { t } = useTranslation('common');
  return (
    <section className="page-panel" aria-labelledby="page-title">
      {/* React 19 places it in <head> (and a prerendered page carries it there). */}
      <title>{`${title} · ${t('appName', { brand: brand.name })}`}</title>
      <h1 id="page-title" className="page-panel__title">
        {title}
      </h1>
      {children}
    </section>
  );
}
