/**
 * What Python starts with, shared by the runtime and the build that makes its start-up snapshot
 * (scripts/vite-runtimes.ts): the snapshot holds Python's memory after start-up, so both must
 * start Python alike.
 */

/** No colours in tracebacks (the Run tab colours stderr itself). */
export const PYTHON_ENV: Readonly<Record<string, string>> = { PYTHON_COLORS: '0', NO_COLOR: '1' };

/** The snapshot's file, beside Pyodide's own in the build. */
export const PYTHON_SNAPSHOT = 'python-snapshot.bin';

/** The large files fetched as Python starts, whose bytes the loading progress counts. */
export const PYTHON_COUNTED_FILES: readonly string[] = [
  'pyodide.asm.wasm',
  'python_stdlib.zip',
  PYTHON_SNAPSHOT,
];
