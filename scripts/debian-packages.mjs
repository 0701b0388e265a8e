// Debian's packages the tests need (Chromium, redis-server, nginx): installed with apt-get when
// missing and we are root, as in CI; otherwise the caller says what to install.
import { spawnSync } from 'node:child_process';

export const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** `apt-get update`, then `apt-get install -y` the packages; throws saying which step failed. */
export function aptInstall(packages) {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update'], ['install', '-y', ...packages]]) {
    console.log(`$ apt-get ${args.join(' ')}`);
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) {
      const why = result.error ? result.error.message : `exit ${result.status ?? result.signal}`;
      throw new Error(`apt-get ${args.join(' ')} failed (${why}).`);
    }
  }
}
