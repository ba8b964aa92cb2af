/**
 * Whether a prerendered screen is hydrated (decision 024): not when the root is, but when every
 * lazily loaded part in it (`LazyPart`: a Suspense boundary around a lazy component) is too.
 * React 19 hydrates the root first and each boundary once its code has arrived; until then the
 * boundary's markup is the server's, with no handlers, and what is typed into it is lost (or
 * breaks hydration). A screen rendered afresh is hydrated from the start.
 */

/** One lazily loaded part that was prerendered and has not yet hydrated. */
export interface PendingPart {
  hydrated: boolean;
}

let hydrating = false;
let rootCommitted = false;
const pending = new Set<PendingPart>();
const listeners = new Set<() => void>();

/** Called before `hydrateRoot`: from here until every part has hydrated, the page is not. */
export function beginHydration(): void {
  hydrating = true;
  rootCommitted = false;
  pending.clear();
}

export function isHydrated(): boolean {
  return !hydrating;
}

export function subscribeHydration(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Checks once the commit that changed something has run all its effects (a boundary's parts
 * register in the same commit as the boundary hydrates, some after it).
 */
function settle(): void {
  queueMicrotask(() => {
    if (!hydrating || !rootCommitted || pending.size > 0) return;
    hydrating = false;
    for (const listener of [...listeners]) listener();
  });
}

/** The root has committed its first (hydrating) render: the parts in it have registered. */
export function markRootCommitted(): void {
  if (!hydrating) return;
  rootCommitted = true;
  settle();
}

/** A part committed while its content is still the server's markup; returns its removal. */
export function trackPendingPart(part: PendingPart): () => void {
  if (!hydrating || part.hydrated) return () => {};
  pending.add(part);
  return () => {
    pending.delete(part);
    settle();
  };
}

/** A part's content has hydrated (or rendered). */
export function markPartHydrated(part: PendingPart): void {
  part.hydrated = true;
  if (pending.delete(part)) settle();
}
