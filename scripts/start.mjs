// `npm start`: builds what is missing or older than its sources, then serves it in this same
// process: the app into dist/ (vite build) and the server into dist-server/ (vite build --config
// vite.server.config.ts), run as dist-server/main.js (PORT, default 8000). One process means
// Ctrl+C and `kill` reach the server directly and its exit code is ours.
//
// Each output's .build-stamp records when its last successful build started and, for the app,
// the VITE_* variables it saw (Vite bakes those into the bundle): a source changed since then, or
// another value of a VITE_* variable, means a new build.
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const vite = path.join(root, 'node_modules', '.bin', 'vite');

const shared = ['package.json', 'package-lock.json', 'tsconfig.json'];
/** Each output, the build that writes it and what that build reads. */
const targets = [
  {
    name: 'the app',
    out: path.join(root, 'dist'),
    entry: 'index.html',
    args: ['build'],
    env: viteEnv,
    inputs: [
      ...shared,
      'src',
      'public',
      'index.html',
      'vite.config.ts',
      'tsconfig.app.json',
      '.env',
      '.env.local',
      '.env.production',
      '.env.production.local',
    ],
  },
  {
    name: 'the server',
    out: path.join(root, 'dist-server'),
    entry: 'main.js',
    args: ['build', '--config', 'vite.server.config.ts'],
    env: () => ({}),
    inputs: [...shared, 'server', 'src/core', 'vite.server.config.ts', 'tsconfig.node.json'],
  },
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

const stampFile = (target) => path.join(target.out, '.build-stamp');

function readStamp(target) {
  try {
    const stamp = JSON.parse(readFileSync(stampFile(target), 'utf8'));
    return typeof stamp?.builtFrom === 'number' ? stamp : null;
  } catch {
    return null;
  }
}

/** Why `target` needs a build, or null when it is up to date. */
function staleReason(target) {
  if (!existsSync(path.join(target.out, target.entry))) return 'no build yet';
  const stamp = readStamp(target);
  if (!stamp) return 'no record of the last build';
  if (JSON.stringify(stamp.env ?? {}) !== JSON.stringify(target.env())) {
    return 'VITE_* settings changed';
  }
  const changed = target.inputs.find((input) => newest(path.join(root, input)) > stamp.builtFrom);
  return changed ? `${changed} changed` : null;
}

if (!existsSync(vite)) {
  console.error('The dependencies are not installed: run `npm install` first.');
  process.exit(1);
}

for (const target of targets) {
  const reason = staleReason(target);
  if (!reason) {
    console.log(
      `The build of ${target.name} in ${path.relative(root, target.out)}/ is up to date.`,
    );
    continue;
  }
  console.log(`Building ${target.name} (${reason})…`);
  const builtFrom = Date.now();
  // Only warnings and errors: the list of every file written is of no use to someone starting it.
  const build = spawnSync(vite, [...target.args, '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) {
    console.error(
      build.error ? `Could not run vite: ${build.error.message}` : 'The build failed (see above).',
    );
    process.exit(build.status || 1);
  }
  console.log(`Built ${target.name} in ${Math.round((Date.now() - builtFrom) / 1000)} s.`);
  writeFileSync(
    stampFile(target),
    `${JSON.stringify({ builtFrom, env: target.env() }, null, 2)}\n`,
  );
}

process.chdir(root);
await import(pathToFileURL(path.join(root, 'dist-server', 'main.js')).href);
