/**
 * Which of Node's built-in modules a program may require, and what it is told of the others.
 * Small enough for the JavaScript worker's own bundle: it names the library, never loads it.
 */

/** Node 20's `module.builtinModules`: what `require('x')` finds without a package. */
const NODE_BUILTINS = new Set([
  ...['_http_agent', '_http_client', '_http_common', '_http_incoming', '_http_outgoing'],
  ...['_http_server', '_stream_duplex', '_stream_passthrough', '_stream_readable'],
  ...['_stream_transform', '_stream_wrap', '_stream_writable', '_tls_common', '_tls_wrap'],
  ...['assert', 'assert/strict', 'async_hooks', 'buffer', 'child_process', 'cluster'],
  ...['console', 'constants', 'crypto', 'dgram', 'diagnostics_channel', 'dns', 'dns/promises'],
  ...['domain', 'events', 'fs', 'fs/promises', 'http', 'http2', 'https', 'inspector'],
  ...['inspector/promises', 'module', 'net', 'os', 'path', 'path/posix', 'path/win32'],
  ...['perf_hooks', 'process', 'punycode', 'querystring', 'readline', 'readline/promises'],
  ...['repl', 'stream', 'stream/consumers', 'stream/promises', 'stream/web', 'string_decoder'],
  ...['sys', 'timers', 'timers/promises', 'tls', 'trace_events', 'tty', 'url', 'util'],
  ...['util/types', 'v8', 'vm', 'wasi', 'worker_threads', 'zlib'],
]);

/** Built-ins that exist only with the `node:` prefix (`node:test`, `node:sqlite`). */
const PREFIX_ONLY = new Set(['test', 'test/reporters', 'sqlite', 'sea']);

/** The modules that come from npm's larger browser ports, by the library script that has them. */
export const LIBRARY_MODULES = new Map([
  ['assert', 'util'],
  ['assert/strict', 'util'],
  ['util', 'util'],
  ['util/types', 'util'],
  ['buffer', 'buffer'],
  ['crypto', 'buffer'],
] as const);

/** A library script's asset (the run host's name for its URL), and the global it sets. */
export const libraryAsset = (name: 'util' | 'buffer') => `node-${name}-library.js`;
export const libraryGlobal = (name: 'util' | 'buffer') => `__node_${name}_library`;

const withCode = (error: Error, code: string) => Object.assign(error, { code });

export type BuiltinName =
  { kind: 'builtin'; name: string } | { kind: 'missing'; error: Error } | { kind: 'none' };

/**
 * What `specifier` names: one of Node's built-ins (by its bare name), a built-in the browser
 * lacks or Node does not have (with the error to throw), or none (a file or a package).
 */
export function builtinName(specifier: string, provided: ReadonlySet<string>): BuiltinName {
  const prefixed = specifier.startsWith('node:');
  const name = prefixed ? specifier.slice(5) : specifier;
  if (provided.has(name)) return { kind: 'builtin', name };
  if (NODE_BUILTINS.has(name) || (prefixed && PREFIX_ONLY.has(name))) {
    return { kind: 'missing', error: notAvailable(name) };
  }
  if (prefixed) {
    const error = new Error(`No such built-in module: ${specifier}`);
    return { kind: 'missing', error: withCode(error, 'ERR_UNKNOWN_BUILTIN_MODULE') };
  }
  return { kind: 'none' };
}

/** What a program that requires a module of Node's that the browser has not is told. */
export function notAvailable(name: string): Error {
  const error = new Error(`Node's \`${name}\` module is not available in the browser`);
  return withCode(error, 'ERR_NOT_AVAILABLE_IN_BROWSER');
}
