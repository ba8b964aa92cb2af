import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { AppProvider } from '#app/provider.tsx';
import { createAppRouter } from '#app/router.tsx';
import { setNavigate } from '#lib/navigation.ts';

export function App() {
  const [router] = useState(() => {
    const created = createAppRouter();
    setNavigate((to, options) => void created.navigate(to, options));
    return created;
  });
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
