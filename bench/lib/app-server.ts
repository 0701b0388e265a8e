/**
 * The project's own server for a benchmark, bundled and run as `npm start` runs it
 * (dist-server/main.js, built once per process): serves `dist` on a free port of 127.0.0.1 with
 * the local AI engine, logging off and the rate limit out of the way.
 */
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface Running {
  url: string;
  stop: () => Promise<void>;
}

let built = false;

function buildServer(): void {
  if (built) return;
  const vite = path.join(root, 'node_modules', '.bin', 'vite');
  const build = spawnSync(vite, ['build', '--config', 'vite.server.config.ts'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('The server bundle did not build (see above)');
  built = true;
}

export async function startAppServer(dist: string): Promise<Running> {
  buildServer();
  const child = spawn(process.execPath, ['dist-server/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DIST_DIR: dist,
      LOG: 'false',
      AI_PROVIDER: 'local',
      RATE_LIMIT_MAX: '1000000',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('The server did not start in 60 s')), 60_000);
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += String(chunk);
      const match = /running at http:\/\/[^:]+:(\d+)/.exec(out);
      if (match) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${match[1]}`);
      }
    });
    child.on('exit', (code) => reject(new Error(`The server exited with ${code}`)));
  });
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
