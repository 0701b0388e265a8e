/**
 * Language runtimes served from the app's own build, never from a CDN:
 * - Pyodide's files are copied as they are into `assets/pyodide-<version>/` (Pyodide loads them
 *   by name from one folder), with `files.json` listing their sizes for the loading progress.
 *   The dev server serves the same path from node_modules.
 * - The dev and preview servers send the headers that make the page cross-origin isolated
 *   (needed for `input()` to wait for a typed line), as the project's server does.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const PYODIDE_DIR = 'node_modules/pyodide';
export const PYODIDE_FILES = [
  'pyodide.js',
  'pyodide.asm.mjs',
  'pyodide.asm.wasm',
  'python_stdlib.zip',
  'pyodide-lock.json',
];

const pyodideVersion = () =>
  (JSON.parse(readFileSync(`${PYODIDE_DIR}/package.json`, 'utf8')) as { version: string }).version;

const sizes = () =>
  JSON.stringify(
    Object.fromEntries(PYODIDE_FILES.map((f) => [f, statSync(path.join(PYODIDE_DIR, f)).size])),
  );

const TYPES = new Map([
  ['.js', 'text/javascript'],
  ['.mjs', 'text/javascript'],
  ['.wasm', 'application/wasm'],
  ['.zip', 'application/zip'],
  ['.json', 'application/json'],
]);

export const ISOLATION_HEADERS = {
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Embedder-Policy': 'require-corp',
  'Cross-Origin-Resource-Policy': 'cross-origin',
  // The run host's origin is opaque: its module script and workers load the app's files
  // with CORS.
  'Access-Control-Allow-Origin': '*',
};

export function runtimes(): Plugin {
  const folder = () => `assets/pyodide-${pyodideVersion()}/`;
  return {
    name: 'runtimes',
    generateBundle() {
      for (const file of PYODIDE_FILES) {
        this.emitFile({
          type: 'asset',
          fileName: folder() + file,
          source: readFileSync(path.join(PYODIDE_DIR, file)),
        });
      }
      this.emitFile({ type: 'asset', fileName: `${folder()}files.json`, source: sizes() });
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        for (const [name, value] of Object.entries(ISOLATION_HEADERS)) res.setHeader(name, value);
        const url = req.url?.split('?')[0] ?? '';
        const prefix = `/${folder()}`;
        if (!url.startsWith(prefix)) return next();
        const name = url.slice(prefix.length);
        if (name === 'files.json') {
          res.setHeader('Content-Type', 'application/json');
          return res.end(sizes());
        }
        if (!PYODIDE_FILES.includes(name)) return next();
        res.setHeader('Content-Type', TYPES.get(path.extname(name)) ?? 'application/octet-stream');
        res.end(readFileSync(path.join(PYODIDE_DIR, name)));
      });
    },
    configurePreviewServer(server) {
      server.middlewares.use((_req, res, next) => {
        for (const [name, value] of Object.entries(ISOLATION_HEADERS)) res.setHeader(name, value);
        next();
      });
    },
  };
}
