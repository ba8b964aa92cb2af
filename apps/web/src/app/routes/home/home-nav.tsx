import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { HomeSectionId } from '#config/paths.ts';
import type { HomeSection } from '#app/routes/home/home-sections.ts';

type HomeNavProps = {
  sections: readonly HomeSection[];
  /** The open section; none on the overview. */
  current: HomeSectionId | undefined;
};

/** The sections: a side navigation on wide screens, a list on phones (on the overview only). */
export function HomeNav({ sections, current }: HomeNavProps) {
  const { t } = useTranslation('home');
  return (
    <nav className="home-nav" aria-label={t('navLabel')}>
      <ul className="home-nav__list">
        {sections.map((section) => (
          <li key={section.id}>
            <Link
              to={section.path}
              className="home-nav__link"
              aria-current={section.id === current ? 'page' : undefined}
            >
              {t(section.labelKey)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
