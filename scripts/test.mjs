// `npm test`: typecheck, lint, unit tests, then end-to-end tests, stopping at the first
// failure. Prints how long each step took.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

const steps = [
  ['typecheck', bin('tsc'), ['-b']],
  ['lint (eslint)', bin('eslint'), ['.', '--max-warnings', '0']],
  ['lint (prettier)', bin('prettier'), ['--check', '.', '--log-level', 'warn']],
  ['unit tests', bin('vitest'), ['run']],
  ['chromium', process.execPath, [path.join(root, 'scripts', 'ensure-chromium.mjs')]],
  ['end-to-end tests', bin('playwright'), ['test']],
];

const timings = [];
for (const [name, command, args] of steps) {
  console.log(`\n=== ${name} ===`);
  const start = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  const seconds = ((Date.now() - start) / 1000).toFixed(1);
  timings.push(`${name}: ${seconds} s`);
  if (result.status !== 0) {
    console.error(`\n${name} failed (exit ${result.status ?? result.signal}).`);
    console.log(timings.join('\n'));
    process.exit(result.status || 1);
  }
}
console.log(`\nAll steps passed.\n${timings.join('\n')}`);
