// Makes sure Debian's Chromium is at /usr/bin/chromium for the end-to-end tests: prints its
// version when it is there, installs it with apt-get when it is missing and we are root, and
// otherwise says what to install. Never downloads a browser build of its own.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { aptInstall, isRoot } from './debian-packages.mjs';

const CHROMIUM = '/usr/bin/chromium';
const HOW_TO_INSTALL = 'sudo apt-get install -y chromium';

/** `chromium --version`, or the reason it could not run. */
function version() {
  const result = spawnSync(CHROMIUM, ['--version'], { encoding: 'utf8', timeout: 30_000 });
  if (result.status === 0 && result.stdout.trim()) return { ok: true, text: result.stdout.trim() };
  const why = result.error?.message ?? (result.stderr.trim() || `exit ${result.status}`);
  return { ok: false, text: why };
}

function check(verb) {
  const v = version();
  if (!v.ok) {
    console.error(`${CHROMIUM} is there but does not run: ${v.text}`);
    process.exit(1);
  }
  console.log(`${verb} ${v.text} (${CHROMIUM})`);
  process.exit(0);
}

if (existsSync(CHROMIUM)) check('Using');

if (!isRoot()) {
  console.error(
    `End-to-end tests need Debian's Chromium at ${CHROMIUM}. Install it with: ${HOW_TO_INSTALL}`,
  );
  process.exit(1);
}

console.log(`Chromium is not at ${CHROMIUM}: installing Debian's package with apt-get.`);
try {
  aptInstall(['chromium']);
} catch (error) {
  console.error(error.message);
  console.error(`End-to-end tests need Debian's Chromium at ${CHROMIUM}.`);
  process.exit(1);
}
if (!existsSync(CHROMIUM)) {
  console.error(`apt-get finished, but ${CHROMIUM} is still missing.`);
  process.exit(1);
}
check('Installed');
