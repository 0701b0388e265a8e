// `npm start`: builds the app when dist/ is missing or older than its sources, then serves it
// with server/main.ts (PORT, default 8000) in this same process, through tsx's loader. One
// process means Ctrl+C and `kill` reach the server directly and its exit code is ours.
//
// dist/.build-stamp records when the last successful build started and the VITE_* variables it
// saw (Vite bakes those into the bundle): a source changed since then, or another value of a
// VITE_* variable, means a new build.
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
const stampFile = path.join(dist, '.build-stamp');
const vite = path.join(root, 'node_modules', '.bin', 'vite');

/** What the build reads: a change to any of these makes dist/ stale. */
const inputs = [
  'src',
  'public',
  'index.html',
  'vite.config.ts',
  'tsconfig.json',
  'tsconfig.app.json',
  'package.json',
  'package-lock.json',
  '.env',
  '.env.local',
  '.env.production',
  '.env.production.local',
];

/** The newest modification time under `p` (directories count, so a deleted file does too). */
function newest(p) {
  if (!existsSync(p)) return 0;
  const stats = statSync(p);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(p).reduce(
    (max, name) => Math.max(max, newest(path.join(p, name))),
    stats.mtimeMs,
  );
}

function viteEnv() {
  return Object.fromEntries(
    Object.entries(process.env)
      .filter(([name]) => name.startsWith('VITE_'))
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

function readStamp() {
  try {
    const stamp = JSON.parse(readFileSync(stampFile, 'utf8'));
    return typeof stamp?.builtFrom === 'number' ? stamp : null;
  } catch {
    return null;
  }
}

/** Why dist/ needs a build, or null when it is up to date. */
function staleReason() {
  if (!existsSync(path.join(dist, 'index.html'))) return 'no build yet';
  const stamp = readStamp();
  if (!stamp) return 'no record of the last build';
  if (JSON.stringify(stamp.env ?? {}) !== JSON.stringify(viteEnv())) {
    return 'VITE_* settings changed';
  }
  const changed = inputs.find((input) => newest(path.join(root, input)) > stamp.builtFrom);
  return changed ? `${changed} changed` : null;
}

if (!existsSync(vite)) {
  console.error('The dependencies are not installed: run `npm install` first.');
  process.exit(1);
}

const reason = staleReason();
if (reason) {
  console.log(`Building the app (${reason})…`);
  const builtFrom = Date.now();
  const build = spawnSync(vite, ['build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    console.error(
      build.error ? `Could not run vite: ${build.error.message}` : 'The build failed (see above).',
    );
    process.exit(build.status || 1);
  }
  writeFileSync(stampFile, `${JSON.stringify({ builtFrom, env: viteEnv() }, null, 2)}\n`);
} else {
  console.log('The build in dist/ is up to date.');
}

process.chdir(root);
const { register } = await import('tsx/esm/api');
register();
await import(pathToFileURL(path.join(root, 'server', 'main.ts')).href);
