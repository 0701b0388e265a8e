// `npm test`: typecheck, lint, unit tests (the Redis ones with Debian's redis-server), a short
// class load test (Redis, two replicas and nginx on 127.0.0.1), then end-to-end tests in Debian's
// Chromium, stopping at the first failure with its exit code. Missing Debian packages are
// installed with apt-get when we are root. Ends with how long each step took.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const script = (name) => path.join(root, 'scripts', name);

/** [title, command, arguments]; local binaries only. */
const steps = [
  ['typecheck (tsc -b)', bin('tsc'), ['-b']],
  ['lint (eslint)', bin('eslint'), ['.', '--max-warnings', '0']],
  ['lint (prettier --check)', bin('prettier'), ['--check', '.', '--log-level', 'warn']],
  [
    'redis-server and nginx',
    process.execPath,
    [script('class-deployment.mjs'), '--ensure-packages'],
  ],
  ['unit tests (vitest)', bin('vitest'), ['run']],
  [
    'class deployment (50 students, 20 s)',
    process.execPath,
    [script('bench.mjs'), 'class', '--students', '50', '--seconds', '20'],
  ],
  ['chromium', process.execPath, [script('ensure-chromium.mjs')]],
  ['end-to-end tests (playwright)', bin('playwright'), ['test']],
];

if (!existsSync(bin('tsc'))) {
  console.error('The dependencies are not installed: run `npm install` (or `npm ci`) first.');
  process.exit(1);
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const results = [];

function summary() {
  const width = Math.max(...steps.map(([title]) => title.length));
  console.log('\nSummary');
  for (const [title] of steps) {
    const r = results.find((x) => x.title === title);
    const status = r ? (r.ok ? 'passed' : 'FAILED') : 'skipped';
    console.log(
      `  ${title.padEnd(width)}  ${status.padEnd(7)}  ${r ? seconds(r.ms) : ''}`.trimEnd(),
    );
  }
  console.log(`  ${'total'.padEnd(width)}  ${''.padEnd(7)}  ${seconds(Date.now() - started)}`);
}

const started = Date.now();
for (const [index, [title, command, args]] of steps.entries()) {
  console.log(`\n==> ${index + 1}/${steps.length} ${title}`);
  const start = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  const ok = result.status === 0;
  results.push({ title, ok, ms: Date.now() - start });
  if (!ok) {
    const why = result.error
      ? result.error.message
      : result.signal
        ? `killed by ${result.signal}`
        : `exit code ${result.status}`;
    console.error(`\n${title} failed (${why}).`);
    summary();
    process.exit(result.status || 1);
  }
}
summary();
console.log('\nAll steps passed.');
