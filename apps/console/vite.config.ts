import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The support console (issue 26): an app of its own under /console/, never part of the user
// app's first load. The server serves `dist` under a CSP of `script-src 'self'; style-src
// 'self'`: no inline scripts, no runtime <style> tags, no inlined data: assets.
export default defineConfig({
  base: '/console/',
  plugins: [react()],
  // `vite dev` talks to a locally running account server: the one `npm run dev` starts
  // (ACCOUNT_SERVER_URL, from its PORT and HOST: scripts/dev-target.mjs), else port 3000.
  server: {
    port: 5174,
    proxy: { '/console/api': process.env.ACCOUNT_SERVER_URL ?? 'http://localhost:3000' },
  },
  build: {
    target: 'es2022',
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
  },
});
