/**
 * The built-in modules a program's `require('x')`, `require('node:x')` and `import … from 'x'`
 * get. The small ones are here, written over the run (fs, path, process, readline, os, timers,
 * url) or from small npm ports (path, events); the larger ports (assert, util, buffer, crypto)
 * come from the library scripts (./library.ts), loaded once a program first asks for one of
 * their modules. Node's others throw "Node's `x` module is not available in the browser".
 */
import type { RuntimeIo } from '../runtime';
import { events } from './events';
import { fsModules } from './fs';
import type { LoadLibrary } from './library';
import { builtinName, LIBRARY_MODULES } from './names';
import { osModule } from './os';
import { pathModule } from './path';
import type { processModule } from './process';
import { readlineModules } from './readline';
import { timersModules } from './timers';

export interface BuiltinsContext {
  scope: typeof globalThis;
  io: RuntimeIo;
  files: Map<string, string>;
  projectPath: (path: string) => string;
  process: ReturnType<typeof processModule>;
  console: object;
  /** A library script's modules, loaded on the first call for it. */
  library: LoadLibrary;
}

/** What `require` gets for a specifier: a built-in's exports, or `undefined` for none. */
export type RequireBuiltin = (specifier: string) => { exports: unknown } | undefined;

export function createBuiltins(context: BuiltinsContext): RequireBuiltin {
  const { scope, io, files, projectPath, process, library } = context;
  const fs = fsModules({ files, projectPath, io });
  const readline = readlineModules(io, scope);
  const timers = timersModules(scope);
  const path = pathModule(process.cwd);
  const url = {
    URL,
    URLSearchParams,
    fileURLToPath: (url: string | URL) => decodeURIComponent(new URL(url).pathname),
    pathToFileURL: (p: string) => new URL(`file://${encodeURI(path.resolve(p))}`),
  };
  const own = new Map<string, () => unknown>([
    ['fs', () => fs.fs],
    ['fs/promises', () => fs.promises],
    ['path', () => path],
    ['path/posix', () => path],
    ['readline', () => readline.readline],
    ['readline/promises', () => readline.promises],
    ['process', () => process],
    ['os', () => osModule(process.platform)],
    ['timers', () => timers.timers],
    ['timers/promises', () => timers.promises],
    ['url', () => url],
    ['perf_hooks', () => ({ performance })],
    ['console', () => context.console],
    ['events', () => events],
    ['sys', () => library('util').util],
  ]);
  for (const [name, script] of LIBRARY_MODULES) {
    own.set(name, () => (library(script) as Record<string, unknown>)[name]);
  }
  const names = new Set(own.keys());
  const cache = new Map<string, { exports: unknown }>();
  return (specifier) => {
    const found = builtinName(specifier, names);
    if (found.kind === 'none') return undefined;
    if (found.kind === 'missing') throw found.error;
    let module = cache.get(found.name);
    if (!module) {
      module = { exports: own.get(found.name)?.() };
      cache.set(found.name, module);
    }
    return module;
  };
}
