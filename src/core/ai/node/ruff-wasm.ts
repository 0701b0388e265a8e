/**
 * Node only (the server, tests, benchmarks): Ruff's wasm bytes read from node_modules, for
 * `AutoFixTools.ruffWasm`. The browser uses the URL Vite bundles instead (src/workers).
 *
 * The Node modules are imported dynamically and typed here because src/ is type-checked with
 * browser types only; nothing in the browser imports this file.
 */

interface NodeModule {
  createRequire(from: string): { resolve(id: string): string };
}
interface NodeFs {
  readFile(path: string): Promise<Uint8Array>;
}

export async function nodeRuffWasm(): Promise<ArrayBuffer> {
  const moduleName = 'node:module';
  const fsName = 'node:fs/promises';
  const { createRequire } = (await import(/* @vite-ignore */ moduleName)) as NodeModule;
  const { readFile } = (await import(/* @vite-ignore */ fsName)) as NodeFs;
  const entry = createRequire(import.meta.url).resolve('@astral-sh/ruff-wasm-web');
  const bytes = await readFile(entry.replace(/ruff_wasm\.js$/, 'ruff_wasm_bg.wasm'));
  // A Node Buffer's memory is a plain ArrayBuffer (never shared), so the cast holds.
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}
