import { useEffect } from 'react';
import { Toaster as Sonner, toast } from 'sonner';
import { toasterMounted, toasterUnmounted } from '#lib/ui/toast.ts';

/**
 * Sonner's toaster: a polite live region. Its runtime <style> injection is removed at build time
 * (CSP style-src 'self'); its stylesheet is a normal file in the first load (main.tsx), before the
 * app's, whose theme variables set the colours.
 */
export function SonnerToaster() {
  // Sonner subscribes to its store in its own effect, which runs before this one.
  useEffect(() => {
    toasterMounted(toast);
    return toasterUnmounted;
  }, []);
  // Eight seconds to read (the timer also pauses while the pointer or the focus is on a toast,
  // and while the page is hidden); every toast can be closed with its button.
  return <Sonner position="top-center" theme="light" richColors closeButton duration={8000} />;
}
