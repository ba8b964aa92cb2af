import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { LanguageSwitcher } from '#components/language-switcher.tsx';
import { navItemsFor } from '#app/nav-items.ts';
import { useSession, useStaff } from '#session/session.tsx';

/** The frame of every signed-in page: header (who, language, sign out), navigation, main. */
export function Shell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { signOut } = useSession();
  const staff = useStaff();
  const [location] = useLocation();
  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <header className="topbar">
        <span className="brand">{t('app.title')}</span>
        <p className="who">
          {t('app.signedInAs', { email: staff.email, role: t(`roles.${staff.role}`) })}
        </p>
        <LanguageSwitcher />
        <button type="button" className="button" onClick={() => void signOut()}>
          {t('app.signOut')}
        </button>
      </header>
      <nav aria-label={t('app.navigation')} className="sidebar">
        <ul>
          {navItemsFor(staff.role).map((item) => {
            const current = location === item.path || location.startsWith(`${item.path}/`);
            return (
              <li key={item.path}>
                <Link href={item.path} aria-current={current ? 'page' : undefined}>
                  {t(item.label)}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <main id="main" className="content" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
