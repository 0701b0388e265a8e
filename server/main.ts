/**
 * `npm start` runs this (through scripts/start.mjs): serves dist/ and the API on PORT
 * (default 8000) at HOST (default 127.0.0.1, so http://localhost:8000 works).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from './app';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.join(root, 'dist');
const port = Number(process.env.PORT ?? 8000);
const host = process.env.HOST ?? '127.0.0.1';

if (!existsSync(path.join(distDir, 'index.html'))) {
  console.error('The app is not built yet: run `npm run build` (or `npm start`, which builds it).');
  process.exit(1);
}

const app = await buildServer({ distDir });
try {
  await app.listen({ port, host });
} catch (error) {
  const code = (error as NodeJS.ErrnoException).code;
  console.error(
    code === 'EADDRINUSE'
      ? `Port ${port} is already in use. Stop the other program or choose another port: PORT=8001 npm start`
      : `The server could not start: ${(error as Error).message}`,
  );
  process.exit(1);
}
const shown = host === '127.0.0.1' || host === '0.0.0.0' || host === '::' ? 'localhost' : host;
console.log(`Editor running at http://${shown}:${port}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
