import { Router, type RouterOptions } from 'wouter';
import { AppProvider } from '#app/provider.tsx';
import { AppRoutes } from '#app/router.tsx';
import { NavigationBridge } from '#app/navigation-bridge.tsx';
import { RootCommitted } from '#components/ui/lazy-part.tsx';
import { numberHistoryEntries } from '#lib/navigation.ts';

type AppProps = {
  /**
   * In the browser the router follows the address bar; at build time `ssrPath` renders one
   * screen (prerender/render-page.tsx) in the same tree, so hydration meets the same markup;
   * tests give a memory location (`hook`).
   */
  router?: Pick<RouterOptions, 'ssrPath' | 'hook'>;
};

export function App({ router }: AppProps) {
  return (
    <AppProvider>
      <Router {...router} aroundNav={numberHistoryEntries}>
        <NavigationBridge />
        <AppRoutes />
      </Router>
      {/* Last, and in the prerendered tree too (the same tree keeps `useId`'s ids the same). */}
      <RootCommitted />
    </AppProvider>
  );
}
