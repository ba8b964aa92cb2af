import { Toaster as Sonner } from 'sonner';

/**
 * Sonner's toaster: a polite live region. Its stylesheet is imported as a file (main.tsx) and
 * its runtime <style> injection is removed at build time (CSP style-src 'self'); the colours
 * come from the theme's CSS variables.
 */
export function Toaster() {
  return <Sonner position="top-center" theme="light" richColors closeButton duration={4000} />;
}
