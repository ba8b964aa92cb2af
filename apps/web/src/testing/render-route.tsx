import type { ReactNode } from 'react';
import { render } from 'vitest-browser-react';
import { Route, Router, Switch, useLocation } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { AppProvider } from '#app/provider.tsx';
import { setNavigate, useSearchString } from '#lib/navigation.ts';

/**
 * A location in memory for a test (wouter's `memoryLocation`, recording each entry);
 * `router.location` is where the app is now.
 */
export function memoryRouter(path: string) {
  const memory = memoryLocation({ path, record: true });
  return {
    hook: memory.hook,
    navigate: memory.navigate,
    get location() {
      const [pathname = '', search = ''] = (memory.history.at(-1) ?? '').split('?');
      return { pathname, search: search ? `?${search}` : '' };
    },
  };
}

function WhereAmI() {
  const [pathname] = useLocation();
  return <p data-testid="location">{`${pathname}${useSearchString()}`}</p>;
}

/**
 * Renders `element` at `path` inside the app's providers and a memory router. Every other
 * path shows `location: <path>` so tests can see where the app navigated.
 */
export async function renderRoute(element: ReactNode, { path = '/' } = {}) {
  const router = memoryRouter(path);
  setNavigate(router.navigate);
  const screen = await render(
    <AppProvider>
      <Router hook={router.hook}>
        <Switch>
          <Route path={path}>{element}</Route>
          <Route>
            <WhereAmI />
          </Route>
        </Switch>
      </Router>
    </AppProvider>,
  );
  return { screen, router };
}
