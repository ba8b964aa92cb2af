import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Redirect, Route, Router, Switch, type BaseLocationHook } from 'wouter';
import { Shell } from '#app/shell.tsx';
import { PageHeading } from '#components/page-heading.tsx';
import { SignInPage } from '#features/sign-in/sign-in-page.tsx';
import { UserDetailPage } from '#features/users/user-detail-page.tsx';
import { UsersPage } from '#features/users/users-page.tsx';
import { NotAllowedPage } from '#app/not-allowed-page.tsx';
import { SessionProvider, useSession } from '#session/session.tsx';

// The admin pages are loaded when opened: sign-in and the users' pages (what support staff use)
// do not carry them.
const AuditPage = lazy(() =>
  import('#features/audit/audit-page.tsx').then(({ AuditPage }) => ({ default: AuditPage })),
);
const ClientsPage = lazy(() =>
  import('#features/clients/clients-page.tsx').then(({ ClientsPage }) => ({
    default: ClientsPage,
  })),
);
const KeysPage = lazy(() =>
  import('#features/keys/keys-page.tsx').then(({ KeysPage }) => ({ default: KeysPage })),
);
const UserImportsPage = lazy(() =>
  import('#features/user-imports/user-imports-page.tsx').then(({ UserImportsPage }) => ({
    default: UserImportsPage,
  })),
);
const ConnectorsPage = lazy(() =>
  import('#features/connectors/connectors-page.tsx').then(({ ConnectorsPage }) => ({
    default: ConnectorsPage,
  })),
);
const WebhooksPage = lazy(() =>
  import('#features/webhooks/webhooks-page.tsx').then(({ WebhooksPage }) => ({
    default: WebhooksPage,
  })),
);
const DeletionsPage = lazy(() =>
  import('#features/deletions/deletions-page.tsx').then(({ DeletionsPage }) => ({
    default: DeletionsPage,
  })),
);
const MessagesPage = lazy(() =>
  import('#features/messages/messages-page.tsx').then(({ MessagesPage }) => ({
    default: MessagesPage,
  })),
);
const MailPreviewPage = lazy(() =>
  import('#features/mail/mail-preview-page.tsx').then(({ MailPreviewPage }) => ({
    default: MailPreviewPage,
  })),
);
const LegalPage = lazy(() =>
  import('#features/legal/legal-page.tsx').then(({ LegalPage }) => ({ default: LegalPage })),
);
const StaffPage = lazy(() =>
  import('#features/staff/staff-page.tsx').then(({ StaffPage }) => ({ default: StaffPage })),
);

/** Admin pages: a support member who opens one sees "Not allowed" (the API answers 40322 too). */
function AdminOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { session } = useSession();
  if (session.status === 'signed-in' && session.staff.role !== 'admin') return <NotAllowedPage />;
  return (
    <Suspense
      fallback={
        <p role="status" className="loading">
          {t('app.loading')}
        </p>
      }
    >
      {children}
    </Suspense>
  );
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
        <Route path="/deletions">
          <DeletionsPage />
        </Route>
        <Route path="/messages">
          <AdminOnly>
            <MessagesPage />
          </AdminOnly>
        </Route>
        <Route path="/mail">
          <AdminOnly>
            <MailPreviewPage />
          </AdminOnly>
        </Route>
        <Route path="/connectors">
          <AdminOnly>
            <ConnectorsPage />
          </AdminOnly>
        </Route>
        <Route path="/webhooks">
          <AdminOnly>
            <WebhooksPage />
          </AdminOnly>
        </Route>
        <Route path="/user-imports">
          <AdminOnly>
            <UserImportsPage />
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
