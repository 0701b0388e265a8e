/**
 * Node's `readline` (and `readline/promises`) for a program: `question` prints its prompt and
 * reads a typed line, `on('line')` reads lines until the end of input (Ctrl+D in the Run tab).
 */
import type { RuntimeIo } from '../runtime';

export function readlineModules(io: RuntimeIo, scope: typeof globalThis) {
  const ask = (query: unknown) => {
    io.emit({ type: 'stdout', text: String(query) });
    return io.readLine() ?? '';
  };
  const createInterface = () => {
    const lineHandlers: ((line: string) => void)[] = [];
    const closeHandlers: (() => void)[] = [];
    let closed = false;
    const rl = {
      question: (query: string, ...rest: unknown[]) => {
        const callback = rest[rest.length - 1] as (answer: string) => void;
        const answer = ask(query);
        scope.setTimeout(() => callback(answer), 0);
      },
      on: (event: string, handler: (line?: string) => void) => {
        if (event === 'line') {
          lineHandlers.push(handler as (line: string) => void);
          // Lines come until the end of input (Ctrl+D in the Run tab).
          scope.setTimeout(function next() {
            if (closed) return;
            const line = io.readLine();
            if (line === null) return rl.close();
            for (const h of lineHandlers) h(line);
            scope.setTimeout(next, 0);
          }, 0);
        } else if (event === 'close') closeHandlers.push(handler as () => void);
        return rl;
      },
      close: () => {
        if (closed) return;
        closed = true;
        for (const h of closeHandlers) h();
      },
    };
    return rl;
  };
  const createPromiseInterface = () => {
    const rl = createInterface();
    return {
      ...rl,
      question: (query: string) =>
        new Promise<string>((resolve) => {
          const answer = ask(query);
          scope.setTimeout(() => resolve(answer), 0);
        }),
    };
  };
  return {
    readline: { createInterface },
    promises: { createInterface: createPromiseInterface },
  };
}
