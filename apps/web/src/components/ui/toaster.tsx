import { lazy } from 'react';
import { LazyPart } from '#components/ui/lazy-part.tsx';

const SonnerToaster = lazy(async () => ({
  default: (await import('#components/ui/sonner-toaster.tsx')).SonnerToaster,
}));

/** The toaster, loaded after the first render (`#lib/ui/toast.ts` holds toasts until it is there). */
export function Toaster() {
  return (
    <LazyPart fallback={null}>
      <SonnerToaster />
    </LazyPart>
  );
}
