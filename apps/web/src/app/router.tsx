import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { LoginRoute } from '#app/routes/login.tsx';
import { RootFallback, RootLayout } from '#app/routes/root-layout.tsx';
import { paths } from '#config/paths.ts';
import { hasSession } from '#lib/session.ts';
import { urlParamsQuery } from '#lib/url-params.ts';

/** Never shown: the loader redirects first (a Component keeps React Router from warning). */
function Redirecting() {
  return null;
}

/** Keeps the query string (client_id, lang, tenantId …) on a redirect. */
const redirectTo =
  (path: string) =>
  ({ request }: { request: Request }) =>
    redirect(`${path}${new URL(request.url).search}`);

/** Signed-in screens (spec §6): a visitor goes to /login, carrying the stored url parameters. */
const requireSession = () => (hasSession() ? null : redirect(`${paths.login}${urlParamsQuery()}`));

/** Spec §2 route table. Only /login is in the first chunk; the other screens load lazily. */
export const routes: RouteObject[] = [
  {
    path: paths.root,
    Component: RootLayout,
    HydrateFallback: RootFallback,
    children: [
      { index: true, loader: redirectTo(paths.login), Component: Redirecting },
      { path: paths.login, Component: LoginRoute },
      {
        path: paths.register,
        lazy: async () => ({
          Component: (await import('#app/routes/register.tsx')).RegisterRoute,
        }),
      },
      {
        path: paths.home,
        lazy: async () => ({ Component: (await import('#app/routes/home.tsx')).HomeRoute }),
      },
      {
        path: paths.logout,
        lazy: async () => ({ Component: (await import('#app/routes/logout.tsx')).LogoutRoute }),
      },
      {
        path: paths.reset,
        lazy: async () => ({
          Component: (await import('#app/routes/reset-password.tsx')).ResetPasswordRoute,
        }),
      },
      {
        path: paths.changePassword,
        loader: requireSession,
        lazy: async () => ({
          Component: (await import('#app/routes/change-password.tsx')).ChangePasswordRoute,
        }),
      },
      {
        path: paths.changeMailBox,
        loader: requireSession,
        lazy: async () => ({
          Component: (await import('#app/routes/change-email.tsx')).ChangeEmailRoute,
        }),
      },
      {
        path: paths.notFound,
        lazy: async () => ({
          Component: (await import('#app/routes/not-found.tsx')).NotFoundRoute,
        }),
      },
      { path: '*', loader: () => redirect(paths.notFound), Component: Redirecting },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
