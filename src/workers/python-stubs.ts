/**
 * Typeshed's stubs of Python's standard library, as Pyright reads them: one chunk, loaded the
 * first time a Python file is checked. Keys are paths below typeshed's `stdlib/`.
 */
const PREFIX = '/node_modules/pyright/dist/typeshed-fallback/stdlib/';

const files = import.meta.glob<string>(
  [
    '/node_modules/pyright/dist/typeshed-fallback/stdlib/**/*.pyi',
    '/node_modules/pyright/dist/typeshed-fallback/stdlib/VERSIONS',
  ],
  { query: '?raw', import: 'default', eager: true },
);

export const PYTHON_STUBS: ReadonlyMap<string, string> = new Map(
  Object.entries(files).map(([path, text]) => [path.slice(PREFIX.length), text]),
);
