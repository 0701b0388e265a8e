import { readFileSync } from 'node:fs';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress, preloadEditor, startUpChunks } from './scripts/vite-start-up.ts';
import { runtimes } from './scripts/vite-runtimes.ts';
import { offline } from './scripts/vite-offline.ts';
import { hostPages } from './scripts/vite-hosts.ts';

/**
 * `virtual:licenses`: the product's name and version and every runtime dependency with its
 * version, licence and description, read from package.json and each dependency's own
 * package.json at build time, so the About panel is never typed by hand.
 */
function licenses(): Plugin {
  const id = 'virtual:licenses';
  const read = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
  return {
    name: 'licenses',
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load(resolved) {
      if (resolved !== `\0${id}`) return undefined;
      const pkg = read('package.json');
      const deps = Object.keys((pkg.dependencies as Record<string, string>) ?? {}).sort();
      const list = deps.map((name) => {
        const dep = read(`node_modules/${name}/package.json`);
        const license = dep.license as string | { type?: string } | undefined;
        return {
          name,
          version: dep.version,
          license: typeof license === 'string' ? license : (license?.type ?? 'not stated'),
          description: typeof dep.description === 'string' ? dep.description : '',
        };
      });
      return `export default ${JSON.stringify({ name: pkg.name, version: pkg.version, description: pkg.description, dependencies: list })};`;
    },
  };
}

/**
 * Warnings that are known and harmless: two packages name Node's built-ins for their Node build
 * (Lua's runtime and language detection), which the browser build never calls.
 */
const NODE_ONLY_IMPORTS =
  /has been externalized for browser compatibility, imported by ".*node_modules\/(wasmoon|@vscode\/vscode-languagedetection)\//;
const isExpectedWarning = (message: string) => NODE_ONLY_IMPORTS.test(message);

// Everything the app needs is bundled: Monaco, its workers and fonts come from node_modules,
// nothing is fetched from a CDN at run time.
export default defineConfig({
  // `offline` writes the service worker before `precompress` runs, so it is compressed too.
  plugins: [
    react(),
    licenses(),
    preloadEditor(),
    runtimes(),
    hostPages(),
    ...offline(),
    precompress(),
  ],
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 4096,
    // Every browser the editor supports knows modulepreload; the host pages' inline scripts
    // (scripts/vite-hosts.ts) must import nothing.
    modulePreload: { polyfill: false },
    rollupOptions: {
      // The app, and the sandboxed pages that run user code and previews (src/run-host).
      input: { main: 'index.html', run: 'run.html', preview: 'preview.html' },
      output: { codeSplitting: { groups: startUpChunks(import.meta.dirname) } },
      // A build prints what went wrong, not its timings.
      checks: { bundlerTimings: false },
      onLog(level, log, handler) {
        if (level === 'warn' && isExpectedWarning(log.message)) return;
        handler(level, log);
      },
    },
  },
  worker: {
    format: 'es',
    rollupOptions: { checks: { bundlerTimings: false } },
  },
  server: {
    port: 5173,
  },
});
