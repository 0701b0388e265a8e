/**
 * Node only (the server, tests, benchmarks): Pyright's browser build run in this process, with
 * typeshed's standard-library stubs read from node_modules, for `AutoFixTools.pyright`. The
 * browser runs the same build in a Web Worker instead (src/workers).
 *
 * The build expects a worker's global `self` and makes a second "worker" for its analysis;
 * both are given here as objects in this thread, each with its own `self`.
 */
import type { PyrightPort, PyrightSource } from '../local/typecheck/py-check';

interface NodeModule {
  createRequire(from: string): { resolve(id: string): string };
}
interface NodeFs {
  readFile(path: string, encoding: 'utf8'): Promise<string>;
  readdir(path: string, options: { recursive: true }): Promise<string[]>;
}

type Listener = (event: MessageEvent) => void;

/** A worker's global scope as the build uses it: message events in, `postMessage` out. */
function scope(deliver: (data: unknown) => void) {
  const target = new EventTarget() as EventTarget & {
    onmessage?: Listener;
    postMessage(data: unknown): void;
    name: string;
    location: { toString(): string };
  };
  target.postMessage = deliver;
  target.name = 'pyright';
  target.location = { toString: () => 'pyright' };
  return target;
}

function dispatch(target: ReturnType<typeof scope>, data: unknown): void {
  const event = new MessageEvent('message', { data });
  target.dispatchEvent(event);
  target.onmessage?.(event);
}

export const nodePyright: PyrightSource = async () => {
  const moduleName = 'node:module';
  const fsName = 'node:fs/promises';
  const { createRequire } = (await import(/* @vite-ignore */ moduleName)) as NodeModule;
  const fs = (await import(/* @vite-ignore */ fsName)) as NodeFs;
  const require = createRequire(import.meta.url);
  const bundle = await fs.readFile(
    require.resolve('@typefox/pyright-browser/dist/pyright.worker.js'),
    'utf8',
  );
  const stdlib = require
    .resolve('pyright/package.json')
    .replace(/package\.json$/, 'dist/typeshed-fallback/stdlib/');
  const stubs = new Map<string, string>();
  for (const path of await fs.readdir(stdlib, { recursive: true })) {
    if (path.endsWith('.pyi') || path === 'VERSIONS')
      stubs.set(path, await fs.readFile(stdlib + path, 'utf8'));
  }

  const build = new Function('self', 'Worker', 'console', bundle) as (
    self: unknown,
    worker: unknown,
    console: unknown,
  ) => void;
  // Its progress lines ("analyzing …") stay out of the test and server logs.
  const quiet = { ...console, log() {}, info() {} };
  const run = (self: unknown, worker: unknown) => build(self, worker, quiet);
  class InThreadWorker {
    onmessage?: Listener;
    private readonly inner = scope((data) =>
      this.onmessage?.(new MessageEvent('message', { data })),
    );
    constructor() {
      run(this.inner, InThreadWorker);
    }
    postMessage(data: unknown): void {
      queueMicrotask(() => dispatch(this.inner, data));
    }
    addEventListener(): void {}
    terminate(): void {}
  }

  const listeners: ((message: unknown) => void)[] = [];
  const main = scope((data) => {
    for (const listener of listeners) listener(data);
  });
  run(main, InThreadWorker);
  dispatch(main, { type: 'browser/boot', mode: 'foreground' });
  const port: PyrightPort = {
    post: (message) => dispatch(main, message),
    listen: (listener) => listeners.push(listener),
  };
  return { port, stubs };
};
