import { Suspense, useLayoutEffect, useState, type ReactNode } from 'react';
import {
  markPartHydrated,
  markRootCommitted,
  trackPendingPart,
  type PendingPart,
} from '#lib/ui/hydration.ts';

/**
 * A lazily loaded part of a screen: a Suspense boundary that `useHydrated` waits for. On a
 * prerendered screen React hydrates the boundary only once its code has arrived, after the rest
 * of the page; until then the page counts as not hydrated, so the forms stay disabled.
 */
export function LazyPart({ fallback, children }: { fallback?: ReactNode; children: ReactNode }) {
  const [part] = useState<PendingPart>(() => ({ hydrated: false }));
  // Committed with the parent: the boundary's content may still be the server's markup.
  useLayoutEffect(() => trackPendingPart(part), [part]);
  return (
    <Suspense fallback={fallback}>
      {children}
      <PartHydrated part={part} />
    </Suspense>
  );
}

/** Commits with the boundary's content (renders nothing, so the markup is the same). */
function PartHydrated({ part }: { part: PendingPart }) {
  useLayoutEffect(() => markPartHydrated(part), [part]);
  return null;
}

/** Placed after the app in the root (renders nothing): the root's hydrating render has committed. */
export function RootCommitted() {
  useLayoutEffect(() => markRootCommitted(), []);
  return null;
}
