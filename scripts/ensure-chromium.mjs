// Makes sure Debian's Chromium is at /usr/bin/chromium for the end-to-end tests. Installs it
// with apt when missing and we are root; otherwise says what to install. Never downloads a
// browser build of its own.
import { existsSync } from 'node:fs';
import { execFileSync, spawnSync } from 'node:child_process';

const CHROMIUM = '/usr/bin/chromium';

function version() {
  try {
    return execFileSync(CHROMIUM, ['--version'], { encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}

if (existsSync(CHROMIUM)) {
  console.log(`Using ${version() ?? CHROMIUM}`);
  process.exit(0);
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot) {
  console.error(
    "End-to-end tests need Debian's Chromium at /usr/bin/chromium. Install it with: sudo apt-get install -y chromium",
  );
  process.exit(1);
}

console.log('Chromium is missing: installing it with apt-get…');
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
for (const args of [['update'], ['install', '-y', '--no-install-recommends', 'chromium']]) {
  const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error(`apt-get ${args.join(' ')} failed (exit ${result.status}).`);
    process.exit(1);
  }
}
if (!existsSync(CHROMIUM)) {
  console.error(`apt-get finished but ${CHROMIUM} is still missing.`);
  process.exit(1);
}
console.log(`Installed ${version() ?? CHROMIUM}`);
