import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const here = fileURLToPath(new URL('.', import.meta.url));

/** The baseline's two pages: bare Monaco (index.html) and the plain file list (list.html). */
export default defineConfig({
  build: {
    rollupOptions: {
      input: { index: resolve(here, 'index.html'), list: resolve(here, 'list.html') },
    },
  },
});
