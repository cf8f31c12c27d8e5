import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { paintFirst } from './scripts/paint-first.ts';
import { clientContracts } from './scripts/client-contracts.ts';

// React Router's package exports only its development build (dev warnings always on, larger):
// remix-run/react-router#14102. The production build sits beside it; a build uses that one.
const reactRouterDir = dirname(createRequire(import.meta.url).resolve('react-router/package.json'));

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), paintFirst(), clientContracts()],
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
  // The server's drawing of public pages (src/entry-server.tsx) is one file with everything in it: the
  // server runs it as it is, whatever its own dependencies resolve to.
  // React, MUI and emotion in their production builds, as in the browser: the class names emotion
  // makes must be the browser's own for it to adopt the server's styles.
  ssr: { noExternal: true },
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  build: isSsrBuild
    ? { outDir: 'dist-server', emptyOutDir: true, rolldownOptions: { output: { codeSplitting: false } } }
    : {
        outDir: 'dist',
        // Which files each screen's code needs: the server names them in the page it sends (scripts/route-preloads.ts).
        manifest: true,
        chunkSizeWarningLimit: 1000,
        // Few files, because each costs a phone a round trip: what the first page needs is one file (the
        // entry's whole static graph), the signed-in shell (the layout and what it needs) another; each
        // screen then adds its own code and the pieces it shares with some other screens.
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                // The first load's libraries each in a file of their own: a phone compiles each file in a task
                // of its own, and one file of 800 KB was one long task.
                { name: 'react-dom', test: /node_modules[\\/](react-dom|scheduler)[\\/]/, tags: ['$initial'], priority: 4 },
                { name: 'mui', test: /node_modules[\\/](@mui|@emotion|stylis)[\\/]/, tags: ['$initial'], priority: 4 },
                // The rest of the first load, less the entry (index.html and main.tsx, which starts the app): a
                // screen's files import what they share with the entry from here, so each can be evaluated before
                // the entry runs (scripts/paint-first.ts).
                { name: 'boot', test: /^(?!.*([\\/]src[\\/]main\.tsx|index\.html)$)/, tags: ['$initial'], priority: 3 },
                // What public pages share with the signed-in shell (validation, typed calls, a person's
                // contacts, the top bar): a file of its own, so a public page never fetches the shell to get
                // it. scripts/route-preloads.ts fails the build when a public page would.
                {
                  name: 'shared',
                  test: /node_modules[\\/](zod[\\/]|@tanstack[\\/]react-query[\\/]|@mui[\\/]material[\\/](AppBar|Toolbar|MenuItem|DialogContentText)[\\/])|src[\\/]platform[\\/](contract-client|schemas|sheet|i18n|unsaved-changes)\.ts|src[\\/]platform[\\/]UnsavedChangesDialog\.tsx|src[\\/]generales[\\/]persona\.contract\.ts/,
                  priority: 2,
                },
                { name: 'shell', test: /src[\\/]app[\\/]Layout\.tsx/, priority: 1 },
              ],
            },
          },
        },
      },
}));
