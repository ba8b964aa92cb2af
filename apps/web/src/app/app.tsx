import type { ComponentType, ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { AppProvider } from '#app/provider.tsx';
import { AppRoutes } from '#app/router.tsx';
import { NavigationBridge } from '#app/navigation-bridge.tsx';

type AppProps = {
  /**
   * In the browser the router follows the address bar; at build time a static router renders one
   * screen (prerender/render-page.tsx) in the same tree, so hydration meets the same markup.
   */
  Router?: ComponentType<{ children: ReactNode }>;
};

export function App({ Router = BrowserRouter }: AppProps) {
  return (
    <AppProvider>
      <Router>
        <NavigationBridge />
        <AppRoutes />
      </Router>
    </AppProvider>
  );
}
