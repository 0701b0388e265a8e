/**
 * Node's `process` for a program: its arguments and working folder in /home/project, output
 * written as is, `exit` and `exitCode`, `nextTick`, `hrtime` and `memoryUsage`.
 */
import type { RuntimeIo } from '../runtime';

/** Thrown by `process.exit()` to unwind the user's code. */
export class ExitSignal {
  constructor(readonly code: number) {}
}

export interface ProcessContext {
  io: RuntimeIo;
  /** The program's file, as Node names it: /home/project/main.js. */
  file: string;
  cwd: string;
  args: readonly string[];
}

/** Bytes a program wrote (a string, or a Buffer or other view), as text. */
function text(chunk: unknown): string {
  if (ArrayBuffer.isView(chunk)) {
    return new TextDecoder().decode(
      new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength),
    );
  }
  return String(chunk);
}

function stream(io: RuntimeIo, type: 'stdout' | 'stderr') {
  return {
    /** Node's `write(chunk[, encoding][, callback])`: true, the text is not held back. */
    write: (chunk: unknown, ...rest: unknown[]) => {
      io.emit({ type, text: text(chunk) });
      const callback = rest[rest.length - 1];
      if (typeof callback === 'function') queueMicrotask(() => (callback as () => void)());
      return true;
    },
  };
}

export function processModule({ io, file, cwd, args }: ProcessContext) {
  const started = performance.now();
  /** Nanoseconds since the run's time origin, as a bigint. */
  const now = () => BigInt(Math.round((performance.timeOrigin + performance.now()) * 1e6));
  const hrtime = Object.assign(
    (previous?: readonly [number, number]) => {
      let ns = now();
      if (previous) ns -= BigInt(previous[0]) * 1_000_000_000n + BigInt(previous[1]);
      return [Number(ns / 1_000_000_000n), Number(ns % 1_000_000_000n)];
    },
    { bigint: now },
  );
  const heap = () =>
    (performance as Performance & { memory?: { usedJSHeapSize: number; totalJSHeapSize: number } })
      .memory;
  const memoryUsage = Object.assign(
    () => {
      const memory = heap();
      const used = memory?.usedJSHeapSize ?? 0;
      const total = memory?.totalJSHeapSize ?? 0;
      return { rss: total, heapTotal: total, heapUsed: used, external: 0, arrayBuffers: 0 };
    },
    { rss: () => heap()?.totalJSHeapSize ?? 0 },
  );
  const process = {
    argv: ['/usr/local/bin/node', file, ...args],
    argv0: 'node',
    execPath: '/usr/local/bin/node',
    execArgv: [] as string[],
    env: {} as Record<string, string>,
    platform: 'browser',
    version: 'v22.0.0-browser',
    versions: { node: '22.0.0-browser' },
    pid: 1,
    exitCode: 0,
    cwd: () => cwd,
    exit: (code?: number) => {
      throw new ExitSignal(code ?? process.exitCode);
    },
    nextTick: (callback: (...args: unknown[]) => void, ...values: unknown[]) =>
      queueMicrotask(() => callback(...values)),
    hrtime,
    memoryUsage,
    uptime: () => (performance.now() - started) / 1000,
    stdout: stream(io, 'stdout'),
    stderr: stream(io, 'stderr'),
  };
  return process;
}
