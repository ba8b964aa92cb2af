import { Toaster as Sonner } from 'sonner';

/**
 * Sonner's toaster: a polite live region. Its stylesheet is imported as a file (main.tsx) and
 * its runtime <style> injection is removed at build time (CSP style-src 'self'); the colours
 * come from the theme's CSS variables.
 */
export function Toaster() {
  // Eight seconds to read (the timer also pauses while the pointer or the focus is on a toast,
  // and while the page is hidden); every toast can be closed with its button.
  return <Sonner position="top-center" theme="light" richColors closeButton duration={8000} />;
}
