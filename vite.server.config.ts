/**
 * The server's production build: `vite build --config vite.server.config.ts` bundles
 * server/main.ts and the engine pool's worker (server/engine-task.ts, which the pool loads from
 * beside the bundle) into dist-server/, run with `node dist-server/main.js`. Packages stay
 * imports from node_modules, installed in production. dist-server/ sits one folder below the
 * project, as server/ does: the server finds package.json, dist/ and server.config.json from it.
 */
import { defineConfig } from 'vite';

export default defineConfig({
  publicDir: false,
  logLevel: 'warn',
  build: {
    ssr: true,
    outDir: 'dist-server',
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    rolldownOptions: {
      input: { main: 'server/main.ts', 'engine-task': 'server/engine-task.ts' },
      output: { format: 'es', entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
    },
  },
});
