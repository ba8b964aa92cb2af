import { lazy, Suspense } from 'react';

const SonnerToaster = lazy(async () => ({
  default: (await import('#components/ui/sonner-toaster.tsx')).SonnerToaster,
}));

/** The toaster, loaded after the first render (`#lib/ui/toast.ts` holds toasts until it is there). */
export function Toaster() {
  return (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  );
}
