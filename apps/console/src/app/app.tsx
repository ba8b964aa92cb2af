import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Redirect, Route, Router, Switch, type BaseLocationHook } from 'wouter';
import { Shell } from '#app/shell.tsx';
import { PageHeading } from '#components/page-heading.tsx';
import { AuditPage } from '#features/audit/audit-page.tsx';
import { ClientsPage } from '#features/clients/clients-page.tsx';
import { KeysPage } from '#features/keys/keys-page.tsx';
import { LegalPage } from '#features/legal/legal-page.tsx';
import { SignInPage } from '#features/sign-in/sign-in-page.tsx';
import { StaffPage } from '#features/staff/staff-page.tsx';
import { UserDetailPage } from '#features/users/user-detail-page.tsx';
import { UsersPage } from '#features/users/users-page.tsx';
import { NotAllowedPage } from '#app/not-allowed-page.tsx';
import { SessionProvider, useSession } from '#session/session.tsx';

/** Admin pages: a support member who opens one sees "Not allowed" (the API answers 40322 too). */
function AdminOnly({ children }: { children: ReactNode }) {
  const { session } = useSession();
  if (session.status === 'signed-in' && session.staff.role !== 'admin') return <NotAllowedPage />;
  return children;
}

function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading>{t('notFound.heading')}</PageHeading>
      <Link href="/users">{t('notFound.back')}</Link>
    </>
  );
}

function Pages() {
  const { t } = useTranslation();
  const { session } = useSession();
  if (session.status === 'loading') {
    return (
      <p role="status" className="loading">
        {t('app.loading')}
      </p>
    );
  }
  if (session.status === 'signed-out') return <SignInPage ended={session.ended} />;
  return (
    <Shell>
      <Switch>
        <Route path="/">
          <Redirect to="/users" replace />
        </Route>
        <Route path="/users" component={UsersPage} />
        <Route path="/users/:tenant/:userId">
          {(params) => (
            <UserDetailPage key={params.userId} tenant={params.tenant} userId={params.userId} />
          )}
        </Route>
        <Route path="/clients">
          <AdminOnly>
            <ClientsPage />
          </AdminOnly>
        </Route>
        <Route path="/legal">
          <AdminOnly>
            <LegalPage />
          </AdminOnly>
        </Route>
        <Route path="/keys">
          <AdminOnly>
            <KeysPage />
          </AdminOnly>
        </Route>
        <Route path="/staff">
          <AdminOnly>
            <StaffPage />
          </AdminOnly>
        </Route>
        <Route path="/audit">
          <AdminOnly>
            <AuditPage />
          </AdminOnly>
        </Route>
        <Route component={NotFoundPage} />
      </Switch>
    </Shell>
  );
}

/**
 * The console under /console/: the session decides between sign-in and the pages. Tests pass a
 * location in memory (`hook`) instead of the address bar's.
 */
export function App({ hook }: { hook?: BaseLocationHook }) {
  const routing = hook ? { hook } : { base: '/console' };
  return (
    <Router {...routing}>
      <SessionProvider>
        <Pages />
      </SessionProvider>
    </Router>
  );
}
