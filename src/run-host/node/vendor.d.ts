/**
 * The browser ports of Node's modules that ship without types, named by their files so that a
 * test in Node gets the same port as the browser (a bare `assert` or `util` would be Node's own).
 */
declare module 'assert/build/assert.js' {
  const assert: ((value: unknown, message?: string | Error) => void) & Record<string, unknown>;
  export default assert;
}

declare module 'assert/build/internal/util/comparisons.js' {
  const comparisons: {
    isDeepEqual(a: unknown, b: unknown): boolean;
    isDeepStrictEqual(a: unknown, b: unknown): boolean;
  };
  export default comparisons;
}

declare module 'util/util.js' {
  const util: Record<string, unknown> & { inspect: unknown; types: Record<string, unknown> };
  export default util;
}

declare module 'events/events.js' {
  const EventEmitter: (new () => object) & Record<string, unknown>;
  export default EventEmitter;
}

declare module 'path-browserify' {
  type Join = (...parts: string[]) => string;
  const path: {
    sep: string;
    delimiter: string;
    join: Join;
    resolve: Join;
    normalize: (path: string) => string;
    isAbsolute: (path: string) => boolean;
    relative: (from: string, to: string) => string;
    dirname: (path: string) => string;
    basename: (path: string, ext?: string) => string;
    extname: (path: string) => string;
    parse: (path: string) => Record<'root' | 'dir' | 'base' | 'ext' | 'name', string>;
    format: (parts: Partial<Record<'root' | 'dir' | 'base' | 'ext' | 'name', string>>) => string;
    toNamespacedPath: (path: string) => string;
  };
  export default path;
}
