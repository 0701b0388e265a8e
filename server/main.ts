/**
 * Serves the built app and the API: `npm start` runs this (through scripts/start.mjs), and so
 * does the end-to-end tests' web server. Settings come from the environment or a config file
 * (server/config.ts lists them all):
 *   PORT      default 8000
 *   HOST      default 127.0.0.1 (this machine only; http://localhost:8000 reaches it)
 *   DIST_DIR  default dist/ beside this folder
 *   AI_PROVIDER, AI_BASE_URL, AI_TOKEN ...  an inference service; the local engine otherwise
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from './app';
import { ConfigError, loadConfig, type ServerConfig } from './config';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let config: ServerConfig;
try {
  config = loadConfig(root);
} catch (error) {
  if (error instanceof ConfigError) fail(error.message);
  throw error;
}
const { distDir, host, port } = config;
if (!existsSync(path.join(distDir, 'index.html'))) {
  fail(
    `The app is not built: ${path.join(distDir, 'index.html')} is missing. ` +
      'Run `npm start` (it builds when needed) or `npm run build` first.',
  );
}

const app = await buildServer(config);
try {
  await app.listen({ port, host });
} catch (error) {
  const code = (error as NodeJS.ErrnoException).code;
  fail(
    code === 'EADDRINUSE'
      ? `Port ${port} is already in use. Stop the program using it, or pick another port: PORT=${port + 1} npm start`
      : code === 'EACCES'
        ? `Not allowed to listen on port ${port}. Pick a port above 1023: PORT=8000 npm start`
        : code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND'
          ? `HOST '${host}' is not an address of this machine. Leave HOST unset to use 127.0.0.1.`
          : `The server could not start: ${(error as Error).message}`,
  );
}

const address = app.server.address();
const actualPort = typeof address === 'object' && address ? address.port : port;
const loopbackOrAny = ['127.0.0.1', '::1', '0.0.0.0', '::', 'localhost'];
const shownHost = loopbackOrAny.includes(host)
  ? 'localhost'
  : host.includes(':')
    ? `[${host}]`
    : host;
console.log(`Editor running at http://${shownHost}:${actualPort}`);
const ai = config.ai;
console.log(
  ai.provider === 'local'
    ? 'AI: the built-in engine (set AI_PROVIDER for an inference service). API docs at /docs.'
    : `AI: ${ai.provider} inference${ai.token ? ' with a token' : ''}, the built-in engine as fallback. API docs at /docs.`,
);

// Ctrl+C reaches this process more than once (from the terminal and from npm or a parent
// script): the first signal closes the server, later ones are ignored while it finishes.
let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    setTimeout(() => {
      console.error('The server did not close within 5 s; stopping anyway.');
      process.exit(1);
    }, 5000).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => fail(`The server did not close cleanly: ${String(error)}`),
    );
  });
}
