import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// The web app lives in src/web; its build lands in dist/web, which the server serves. `npm run build`
// (scripts/build.ts) builds into a staging folder instead and moves the result in (docs/decisions/0021).
export default defineConfig({
  root: 'src/web',
  publicDir: '../../public',
  plugins: [react(), tailwindcss()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    // The bundle budget test reads the manifest (tests/budget/bundle-budget.test.ts).
    manifest: true,
    // Every browser we serve knows <link rel="modulepreload">; the polyfill would only add to the first bundle.
    modulePreload: { polyfill: false },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000' },
  },
});
