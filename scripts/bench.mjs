// `npm run bench`: runs every bench/*.bench.ts suite (or only those named on the command line,
// e.g. `npm run bench -- detection`) one after another, each in its own Node process through tsx.
// Each prints its figures and merges them into bench/results.json. Arguments from the first one
// starting with `--` go to the suites: `npm run bench -- class --students 50 --seconds 20`.
import { readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const benchDir = path.join(root, 'bench');
const args = process.argv.slice(2);
const firstOption = args.findIndex((arg) => arg.startsWith('--'));
const wanted = firstOption === -1 ? args : args.slice(0, firstOption);
const options = firstOption === -1 ? [] : args.slice(firstOption);
const suites = readdirSync(benchDir)
  .filter((name) => name.endsWith('.bench.ts'))
  .filter((name) => wanted.length === 0 || wanted.some((w) => name.startsWith(w)))
  .sort();

if (suites.length === 0) {
  console.error(`No benchmark suite matches ${wanted.join(', ')} in bench/.`);
  process.exit(1);
}

let failed = 0;
for (const suite of suites) {
  console.log(`\n==> ${suite}`);
  const result = spawnSync(
    path.join(root, 'node_modules', '.bin', 'tsx'),
    [path.join(benchDir, suite), ...options],
    { cwd: root, stdio: 'inherit' },
  );
  if (result.status !== 0) {
    failed += 1;
    console.error(`${suite} failed (exit ${result.status ?? result.signal}).`);
  }
}
console.log(`\nFigures written to ${path.relative(root, path.join(benchDir, 'results.json'))}.`);
process.exit(failed ? 1 : 0);
