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
      // SWR's store subscription, rendered as transitions (see the file for why).
      'use-sync-external-store/shim': fileURLToPath(new URL('./src/lib/transition-external-store.ts', import.meta.url)),
      // web/ shares API shapes and constant tables with the server through this one alias.
      '@contracts': fileURLToPath(new URL('../src/contracts', import.meta.url)),
      '@': fileURLToPath(new URL('./src', import.meta.url)),
    },
  },
  build: {
    outDir: fileURLToPath(new URL('../dist/web', import.meta.url)),
    emptyOutDir: true,
    sourcemap: false,
    // .vite/manifest.json maps each source module to its chunks; npm run bench:web reads the first page's JS from it.
    manifest: true,
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
});
