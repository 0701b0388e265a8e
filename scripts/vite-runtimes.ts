/**
 * Language runtimes served from the app's own build, never from a CDN:
 * - Pyodide's files are copied as they are into `assets/pyodide-<version>/` (Pyodide loads them
 *   by name from one folder), with `files.json` listing their sizes for the loading progress.
 *   The dev server serves the same path from node_modules.
 * - Beside them, a snapshot of Python's memory just after start-up, made here by running
 *   Pyodide in Node: the browser restores it instead of starting Python, which was most of the
 *   first run's wait. It is kept in node_modules/.cache per Pyodide version and settings.
 * - The dev and preview servers send the headers that make the page cross-origin isolated
 *   (needed for `input()` to wait for a typed line), as the project's server does.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import type { Plugin } from 'vite';
import { PYTHON_COUNTED_FILES, PYTHON_ENV, PYTHON_SNAPSHOT } from '../src/run-host/python-env.ts';

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

const CACHE = 'node_modules/.cache/python-snapshot';

interface PythonAssets {
  /** Python's memory after start-up, as Pyodide's `makeMemorySnapshot` gives it. */
  snapshot: Buffer;
  /**
   * `files.json`: each counted file's size, and how much the user downloads for them all
   * (Brotli as the build's precompress writes it; the zip is compressed already).
   */
  sizes: string;
}

let made: Promise<PythonAssets> | null = null;

/** Made once per Pyodide version and start-up settings, then read from the cache. */
function pythonAssets(): Promise<PythonAssets> {
  made ??= (async () => {
    const key = createHash('sha256').update(JSON.stringify(PYTHON_ENV)).digest('hex');
    const base = path.join(CACHE, `${pyodideVersion()}-${key.slice(0, 12)}`);
    if (existsSync(`${base}.json`)) {
      return { snapshot: readFileSync(`${base}.bin`), sizes: readFileSync(`${base}.json`, 'utf8') };
    }
    const { loadPyodide } = await import('pyodide');
    const pyodide = await loadPyodide({ env: { ...PYTHON_ENV }, _makeSnapshot: true });
    // Node adds the path of the script it runs; a browser has none.
    pyodide.runPython("import os; os.environ.pop('_', None)");
    const snapshot = Buffer.from(pyodide.makeMemorySnapshot());
    const bodies = new Map<string, Buffer>(
      PYTHON_COUNTED_FILES.map((f) => [
        f,
        f === PYTHON_SNAPSHOT ? snapshot : readFileSync(path.join(PYODIDE_DIR, f)),
      ]),
    );
    let download = 0;
    for (const [name, body] of bodies) {
      download += name.endsWith('.zip')
        ? body.length
        : brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } }).length;
    }
    const sizes = JSON.stringify({
      bytes: Object.fromEntries([...bodies].map(([name, body]) => [name, body.length])),
      download,
    });
    mkdirSync(CACHE, { recursive: true });
    writeFileSync(`${base}.bin`, snapshot);
    writeFileSync(`${base}.json`, sizes); // last: its presence says both are whole
    return { snapshot, sizes };
  })();
  return made;
}

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
};

export function runtimes(): Plugin {
  const folder = () => `assets/pyodide-${pyodideVersion()}/`;
  return {
    name: 'runtimes',
    async generateBundle() {
      for (const file of PYODIDE_FILES) {
        this.emitFile({
          type: 'asset',
          fileName: folder() + file,
          source: readFileSync(path.join(PYODIDE_DIR, file)),
        });
      }
      const { snapshot, sizes } = await pythonAssets();
      this.emitFile({ type: 'asset', fileName: folder() + PYTHON_SNAPSHOT, source: snapshot });
      this.emitFile({ type: 'asset', fileName: `${folder()}files.json`, source: sizes });
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        for (const [name, value] of Object.entries(ISOLATION_HEADERS)) res.setHeader(name, value);
        // The dev server's run host loads its modules itself, from an opaque origin: with CORS.
        res.setHeader('Access-Control-Allow-Origin', '*');
        const url = req.url?.split('?')[0] ?? '';
        const prefix = `/${folder()}`;
        if (!url.startsWith(prefix)) return next();
        const name = url.slice(prefix.length);
        if (name === 'files.json' || name === PYTHON_SNAPSHOT) {
          pythonAssets().then(({ snapshot, sizes }) => {
            const json = name === 'files.json';
            res.setHeader('Content-Type', json ? 'application/json' : 'application/octet-stream');
            res.end(json ? sizes : snapshot);
          }, next);
          return;
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
