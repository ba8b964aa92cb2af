import type { ReactNode } from 'react';
import { useHydrated } from '#hooks/use-hydrated.ts';

/**
 * A form's fields and buttons. On a prerendered page they are disabled (and the form marked
 * busy) until the page is hydrated, so nothing is typed that hydration would then drop; the
 * links stay usable. Lays out nothing itself (`display: contents`).
 */
export function FormFields({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset className="form__fields" disabled={!hydrated} aria-busy={hydrated ? undefined : true}>
      {children}
    </fieldset>
  );
}
