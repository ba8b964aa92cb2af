import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { render } from 'vitest-browser-react';
import { AppProvider } from '#app/provider.tsx';
import { setNavigate } from '#lib/navigation.ts';

function WhereAmI() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

/**
 * Renders `element` at `path` inside the app's providers and a memory router. Every other
 * path shows `location: <path>` so tests can see where the app navigated.
 */
export async function renderRoute(element: ReactNode, { path = '/' } = {}) {
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <WhereAmI /> },
    ],
    { initialEntries: [path] },
  );
  setNavigate((to, options) => void router.navigate(to, options));
  const screen = await render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { screen, router };
}
