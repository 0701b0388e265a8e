// What `npm start` builds, and when a build is out of date; the class deployment
// (class-deployment-lib.ts) builds the same outputs by the same rule, into folders of its own.
//
// Each output's .build-stamp records when its last successful build started and, for the app,
// the VITE_* variables it saw (Vite bakes those into the bundle): a source changed since then, or
// another value of a VITE_* variable, means a new build.
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const VITE = path.join(ROOT, 'node_modules', '.bin', 'vite');

const shared = ['package.json', 'package-lock.json', 'tsconfig.json'];

/** Only warnings and errors: the list of every file written is of no use to the reader. */
const quiet = ['--logLevel', 'warn'];

/** The app (index.html and its assets), in dist/ unless `out` says otherwise. */
export function appOutput(out) {
  return {
    name: 'the app',
    out: out ?? path.join(ROOT, 'dist'),
    entry: 'index.html',
    args: ['build', ...(out ? ['--outDir', out, '--emptyOutDir'] : []), ...quiet],
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
  };
}

/** The server's bundle, in dist-server/ unless `out` says otherwise. */
export function serverOutput(out) {
  return {
    name: 'the server',
    out: out ?? path.join(ROOT, 'dist-server'),
    entry: 'main.js',
    args: [
      'build',
      '--config',
      'vite.server.config.ts',
      ...(out ? ['--outDir', out] : []),
      ...quiet,
    ],
    env: () => ({}),
    inputs: [...shared, 'server', 'src/core', 'vite.server.config.ts', 'tsconfig.node.json'],
  };
}

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
export function staleReason(target) {
  if (!existsSync(path.join(target.out, target.entry))) return 'no build yet';
  const stamp = readStamp(target);
  if (!stamp) return 'no record of the last build';
  if (JSON.stringify(stamp.env ?? {}) !== JSON.stringify(target.env())) {
    return 'VITE_* settings changed';
  }
  const changed = target.inputs.find((input) => newest(path.join(ROOT, input)) > stamp.builtFrom);
  return changed ? `${changed} changed` : null;
}

/** Builds `target` (its output on this terminal) and stamps it when the build succeeds. */
export function build(target) {
  const builtFrom = Date.now();
  const result = spawnSync(VITE, target.args, { cwd: ROOT, stdio: 'inherit' });
  if (result.status === 0) {
    writeFileSync(
      stampFile(target),
      `${JSON.stringify({ builtFrom, env: target.env() }, null, 2)}\n`,
    );
  }
  return result;
}
