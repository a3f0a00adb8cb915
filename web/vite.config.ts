import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root: webRoot,
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      // web/ shares API shapes and constant tables with the server through this one alias.
      '@contracts': fileURLToPath(new URL('../src/contracts', import.meta.url)),
      '@': fileURLToPath(new URL('./src', import.meta.url)),
    },
  },
  build: {
    outDir: fileURLToPath(new URL('../dist/web', import.meta.url)),
    emptyOutDir: true,
    sourcemap: false,
    // The first page's scripts are preloaded from the HTML. A lazy screen's imports are not preloaded
    // from script: Vite would add one <link rel="modulepreload"> per import to the document, which cost
    // the dashboard about 50 ms of main-thread time here (issue 29); the browser fetches them as it
    // reads the screen's chunk instead.
    modulePreload: { resolveDependencies: (_file, dependencies, { hostType }) => (hostType === 'html' ? dependencies : []) },
    // .vite/manifest.json maps each source module to its chunks; npm run bench:web reads the first page's JS from it.
    manifest: true,
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
});
