/**
 * Node only (the server, tests, benchmarks): TypeScript's library files read from node_modules,
 * for `AutoFixTools.typeLibs`. The browser bundles them instead (src/workers).
 *
 * The Node modules are imported dynamically and typed here because src/ is type-checked with
 * browser types only; nothing in the browser imports this file.
 */

interface NodeModule {
  createRequire(from: string): { resolve(id: string): string };
}
interface NodeFs {
  readFile(path: string, encoding: 'utf8'): Promise<string>;
}

export async function nodeTypeLibs(fileName: string): Promise<string | undefined> {
  if (!/^lib\.[\w.]+\.d\.ts$/.test(fileName)) return undefined;
  const moduleName = 'node:module';
  const fsName = 'node:fs/promises';
  const { createRequire } = (await import(/* @vite-ignore */ moduleName)) as NodeModule;
  const { readFile } = (await import(/* @vite-ignore */ fsName)) as NodeFs;
  const entry = createRequire(import.meta.url).resolve('typescript');
  try {
    return await readFile(entry.replace(/typescript\.js$/, fileName), 'utf8');
  } catch {
    return undefined;
  }
}
