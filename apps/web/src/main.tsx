// Sonner's stylesheet before the app's, which overrides its colours (the toaster itself loads lazily).
import 'sonner/dist/styles.css';
import '#styles/global.css';
import '#styles/forms.css';
import '#styles/feedback.css';
import '#styles/legal.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '#app/app.tsx';
import { bootstrap } from '#app/bootstrap.ts';
import { pageKey } from '#app/page-key.ts';
import { beginHydration } from '#lib/ui/hydration.ts';

await bootstrap();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// A prerendered screen (decision 024) is hydrated when it was rendered for this start; any
// other markup (another language or country picked earlier in the visit) is rendered afresh.
// In a transition, React works in short slices and lets the browser answer input in between (the
// main thread is never blocked for the whole first render).
if (container.dataset.pageKey === pageKey(window.location.pathname)) {
  // The page counts as hydrated (`useHydrated`) once the root and every lazy part in it are.
  beginHydration();
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  if (container.dataset.pageKey !== undefined) {
    // The prerendered screen's title goes with its markup; React sets the screen's own.
    for (const title of document.head.querySelectorAll('title')) title.remove();
  }
  container.replaceChildren();
  const root = createRoot(container);
  startTransition(() => root.render(app));
}
