import { lazy, type ReactNode } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { LoginRoute } from '#app/routes/login.tsx';
import { RootLayout } from '#app/routes/root-layout.tsx';
import { paths } from '#config/paths.ts';
import { useSearchString } from '#lib/navigation.ts';
import { hasSession } from '#lib/session/session.ts';
import { urlParamsQuery } from '#lib/session/url-params.ts';
import { withSignedInTexts } from '#lib/i18n/with-signed-in-texts.ts';

// wouter's routes (decision 028): a route matcher and the location hooks, 3.8 KB gzip.
// Only /login is in the first chunk; the other screens load lazily.
const RegisterRoute = lazy(async () => ({
  default: (await import('#app/routes/register.tsx')).RegisterRoute,
}));
const HomeRoute = lazy(
  withSignedInTexts(async () => ({
    default: (await import('#app/routes/home.tsx')).HomeRoute,
  })),
);
const LogoutRoute = lazy(
  withSignedInTexts(async () => ({
    default: (await import('#app/routes/logout.tsx')).LogoutRoute,
  })),
);
const ResetPasswordRoute = lazy(async () => ({
  default: (await import('#app/routes/reset-password.tsx')).ResetPasswordRoute,
}));
const ChangePasswordRoute = lazy(async () => ({
  default: (await import('#app/routes/change-password.tsx')).ChangePasswordRoute,
}));
const ChangeEmailRoute = lazy(
  withSignedInTexts(async () => ({
    default: (await import('#app/routes/change-email.tsx')).ChangeEmailRoute,
  })),
);
const UndoEmailChangeRoute = lazy(
  withSignedInTexts(async () => ({
    default: (await import('#app/routes/undo-email-change.tsx')).UndoEmailChangeRoute,
  })),
);
const CancelDeletionRoute = lazy(
  withSignedInTexts(async () => ({
    default: (await import('#app/routes/cancel-deletion.tsx')).CancelDeletionRoute,
  })),
);
const AccountDeletedRoute = lazy(
  withSignedInTexts(async () => ({
    default: (await import('#app/routes/account-deleted.tsx')).AccountDeletedRoute,
  })),
);
const NotFoundRoute = lazy(async () => ({
  default: (await import('#app/routes/not-found.tsx')).NotFoundRoute,
}));

/** `/` goes to /login, keeping the query string (client_id, lang, tenantId …). */
function ToLogin() {
  return <Redirect to={`${paths.login}${useSearchString()}`} replace />;
}

/** Signed-in screens (spec §6): a visitor goes to /login, carrying the stored url parameters. */
function RequireSession({ children }: { children: ReactNode }) {
  return hasSession() ? children : <Redirect to={`${paths.login}${urlParamsQuery()}`} replace />;
}

/**
 * Spec §2 route table. Paths match as React Router's did: whole, case-insensitive, with or without
 * a trailing slash; the first match wins.
 */
export function AppRoutes() {
  return (
    <RootLayout>
      <Switch>
        <Route path={paths.root}>
          <ToLogin />
        </Route>
        <Route path={paths.login}>
          <LoginRoute />
        </Route>
        <Route path={paths.register}>
          <RegisterRoute />
        </Route>
        <Route path={paths.home}>
          <HomeRoute />
        </Route>
        <Route path={`${paths.home}/:section`}>
          <HomeRoute />
        </Route>
        <Route path={paths.logout}>
          <LogoutRoute />
        </Route>
        <Route path={paths.reset}>
          <ResetPasswordRoute />
        </Route>
        <Route path={paths.changePassword}>
          <RequireSession>
            <ChangePasswordRoute />
          </RequireSession>
        </Route>
        <Route path={paths.changeMailBox}>
          <RequireSession>
            <ChangeEmailRoute />
          </RequireSession>
        </Route>
        <Route path={paths.undoEmailChange}>
          <UndoEmailChangeRoute />
        </Route>
        <Route path={paths.cancelDeletion}>
          <CancelDeletionRoute />
        </Route>
        <Route path={paths.accountDeleted}>
          <AccountDeletedRoute />
        </Route>
        <Route path={paths.notFound}>
          <NotFoundRoute />
        </Route>
        <Route>
          <Redirect to={paths.notFound} replace />
        </Route>
      </Switch>
    </RootLayout>
  );
}
