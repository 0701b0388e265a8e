// `npm start`: builds the app when the sources are newer than the last build, then serves it
// (server/main.ts) on PORT, default 8000.
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stamp = path.join(root, 'dist', '.build-stamp');
const inputs = [
  'src',
  'public',
  'index.html',
  'vite.config.ts',
  'package.json',
  'package-lock.json',
];

function newest(p) {
  if (!existsSync(p)) return 0;
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  return readdirSync(p).reduce((m, name) => Math.max(m, newest(path.join(p, name))), s.mtimeMs);
}

const sourcesTime = Math.max(...inputs.map((p) => newest(path.join(root, p))));
const builtTime = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
if (builtTime < sourcesTime) {
  console.log('Building the app…');
  const build = spawnSync(path.join(root, 'node_modules', '.bin', 'vite'), ['build'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status || 1);
  writeFileSync(stamp, new Date().toISOString());
}

const server = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), ['server/main.ts'], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
