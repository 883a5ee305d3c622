import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// The web app lives in src/web; its build lands in dist/web, which the server serves. `npm run build`
// (scripts/build.ts) builds into a staging folder instead and moves the result in (docs/decisions/0021).
export default defineConfig(({ command }) => ({
  root: 'src/web',
  publicDir: '../../public',
  plugins: [react(), tailwindcss()],
  resolve: {
    // React Router 7's package exports name only its development build, dev warnings and all, whatever the mode
    // (remix-run/react-router#14102, open): a build takes its production build, which the package ships beside it.
    alias:
      command === 'build'
        ? [
            {
              find: /^react-router$/,
              replacement: fileURLToPath(new URL('node_modules/react-router/dist/production/index.mjs', import.meta.url)),
            },
            {
              find: /^react-router\/dom$/,
              replacement: fileURLToPath(new URL('node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)),
            },
          ]
        : [],
  },
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
}));
