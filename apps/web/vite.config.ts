import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The grid publishes its translations only as one module of every language (436 KiB); the app
// needs Spanish (English is the grid's own), so it imports that file alone.
const gridDir = dirname(createRequire(import.meta.url).resolve('@mui/x-data-grid/package.json'));

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@claustro/grid-locale-es': join(gridDir, 'locales/esES.mjs') } },
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
    chunkSizeWarningLimit: 700,
  },
});
