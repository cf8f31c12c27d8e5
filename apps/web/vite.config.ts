import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// React Router's package exports only its development build (dev warnings always on, larger):
// remix-run/react-router#14102. The production build sits beside it; a build uses that one.
const reactRouterDir = dirname(createRequire(import.meta.url).resolve('react-router/package.json'));

export default defineConfig(({ command }) => ({
  plugins: [react()],
  resolve: {
    alias: command === 'build' ? [{ find: /^react-router$/, replacement: join(reactRouterDir, 'dist/production/index.mjs') }] : [],
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/config.json': 'http://localhost:3000',
      '/docs': 'http://localhost:3000',
      '/mensajesHub': { target: 'ws://localhost:3000', ws: true },
    },
  },
  build: {
    outDir: 'dist',
    // Which files each screen's code needs: the server names them in the page it sends (scripts/route-preloads.ts).
    manifest: true,
    chunkSizeWarningLimit: 700,
  },
}));
