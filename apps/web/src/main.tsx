// Sonner's stylesheet before the app's, which overrides its colours (the toaster itself loads lazily).
import 'sonner/dist/styles.css';
import '#styles/global.css';
import '#styles/forms.css';
import '#styles/feedback.css';
import '#styles/legal.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '#app/app.tsx';
import { bootstrap } from '#app/bootstrap.ts';

await bootstrap();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const root = createRoot(container);
root.render(
  <StrictMode>
    <App />
  </StrictMode>,
);
