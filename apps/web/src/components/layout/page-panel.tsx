import type { ReactNode } from 'react';
import { useBrand } from '#hooks/use-brand.ts';

type PagePanelProps = {
  /** The screen's one h1; also the document title. */
  title: string;
  children: ReactNode;
};

export function PagePanel({ title, children }: PagePanelProps) {
  const brand = useBrand();
  return (
    <section className="page-panel" aria-labelledby="page-title">
      <title>{`${title} · ${brand.name}`}</title>
      <h1 id="page-title" className="page-panel__title">
        {title}
      </h1>
      {children}
    </section>
  );
}
