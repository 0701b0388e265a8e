import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Everything the app needs is bundled: Monaco, its workers and fonts come from node_modules,
// nothing is fetched from a CDN at run time.
export default defineConfig({
  plugins: [react()],
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 4096,
  },
  worker: {
    format: 'es',
  },
  server: {
    port: 5173,
  },
});
