import { BrowserRouter } from 'react-router';
import { AppProvider } from '#app/provider.tsx';
import { AppRoutes } from '#app/router.tsx';
import { NavigationBridge } from '#app/navigation-bridge.tsx';

export function App() {
  return (
    <AppProvider>
      <BrowserRouter>
        <NavigationBridge />
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  );
}
