import '#lib/zod-config.ts';
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
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
