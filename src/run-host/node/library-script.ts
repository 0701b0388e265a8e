/**
 * How the JavaScript worker loads a library's script (./library.ts) the first time a program
 * needs one of its modules, synchronously as `require` must.
 *
 * Not with `importScripts`: both the worker's bundle and the library's are classic scripts
 * with top-level `const`s of the same minified names, and a second script declaring a name
 * the first declared fails (Chromium reports it as a script that "failed to load"). So the
 * script is read with a synchronous request and evaluated inside a function of its own.
 */
import type { LibraryName, LoadLibrary, NodeLibraries } from './library';
import { libraryAsset, libraryGlobal } from './names';

export function libraryScripts(
  scope: typeof globalThis & Record<string, unknown>,
  evaluate: (code: string) => unknown,
  assetUrl: (name: string) => string,
): LoadLibrary {
  const loaded = new Map<LibraryName, unknown>();
  return <N extends LibraryName>(name: N): NodeLibraries[N] => {
    const known = loaded.get(name);
    if (known) return known as NodeLibraries[N];
    const where = assetUrl(libraryAsset(name));
    let text: string;
    try {
      const request = new scope.XMLHttpRequest();
      request.open('GET', where, false);
      request.send();
      if (request.status !== 200) throw new Error(`${request.status} for ${where}`);
      text = request.responseText;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`Node's built-in modules could not be loaded: ${reason}`);
    }
    evaluate(`(function () {${text}\n})();\n//# sourceURL=${where}`);
    const library = scope[libraryGlobal(name)] as NodeLibraries[N];
    Reflect.deleteProperty(scope, libraryGlobal(name));
    loaded.set(name, library);
    return library;
  };
}
