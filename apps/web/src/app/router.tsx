import { lazy, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { LoginRoute } from '#app/routes/login.tsx';
import { RootLayout } from '#app/routes/root-layout.tsx';
import { paths } from '#config/paths.ts';
import { hasSession } from '#lib/session.ts';
import { urlParamsQuery } from '#lib/url-params.ts';

// Declarative routes (React Router's "declarative mode"): the first load carries the route
// matcher only, not the data router (loaders, fetchers, revalidation), which this app does not use.
// Only /login is in the first chunk; the other screens load lazily.
const RegisterRoute = lazy(async () => ({
  default: (await import('#app/routes/register.tsx')).RegisterRoute,
}));
const HomeRoute = lazy(async () => ({ default: (await import('#app/routes/home.tsx')).HomeRoute }));
const LogoutRoute = lazy(async () => ({
  default: (await import('#app/routes/logout.tsx')).LogoutRoute,
}));
const ResetPasswordRoute = lazy(async () => ({
  default: (await import('#app/routes/reset-password.tsx')).ResetPasswordRoute,
}));
const ChangePasswordRoute = lazy(async () => ({
  default: (await import('#app/routes/change-password.tsx')).ChangePasswordRoute,
}));
const ChangeEmailRoute = lazy(async () => ({
  default: (await import('#app/routes/change-email.tsx')).ChangeEmailRoute,
}));
const UndoEmailChangeRoute = lazy(async () => ({
  default: (await import('#app/routes/undo-email-change.tsx')).UndoEmailChangeRoute,
}));
const NotFoundRoute = lazy(async () => ({
  default: (await import('#app/routes/not-found.tsx')).NotFoundRoute,
}));

/** `/` goes to /login, keeping the query string (client_id, lang, tenantId …). */
function ToLogin() {
  const { search } = useLocation();
  return <Navigate to={`${paths.login}${search}`} replace />;
}

/** Signed-in screens (spec §6): a visitor goes to /login, carrying the stored url parameters. */
function RequireSession({ children }: { children: ReactNode }) {
  return hasSession() ? children : <Navigate to={`${paths.login}${urlParamsQuery()}`} replace />;
}

/** Spec §2 route table. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path={paths.root} element={<RootLayout />}>
        <Route index element={<ToLogin />} />
        <Route path={paths.login} element={<LoginRoute />} />
        <Route path={paths.register} element={<RegisterRoute />} />
        <Route path={paths.home} element={<HomeRoute />} />
        <Route path={paths.logout} element={<LogoutRoute />} />
        <Route path={paths.reset} element={<ResetPasswordRoute />} />
        <Route
          path={paths.changePassword}
          element={
            <RequireSession>
              <ChangePasswordRoute />
            </RequireSession>
          }
        />
        <Route
          path={paths.changeMailBox}
          element={
            <RequireSession>
              <ChangeEmailRoute />
            </RequireSession>
          }
        />
        <Route path={paths.undoEmailChange} element={<UndoEmailChangeRoute />} />
        <Route path={paths.notFound} element={<NotFoundRoute />} />
        <Route path="*" element={<Navigate to={paths.notFound} replace />} />
      </Route>
    </Routes>
  );
}
