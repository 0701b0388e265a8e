// `npm start`: builds what is missing or older than its sources (build-outputs.mjs), then serves
// it in this same process: the app into dist/ (vite build) and the server into dist-server/
// (vite build --config vite.server.config.ts), run as dist-server/main.js (PORT, default 8000).
// One process means Ctrl+C and `kill` reach the server directly and its exit code is ours.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  ROOT as root,
  VITE,
  appOutput,
  build,
  serverOutput,
  staleReason,
} from './build-outputs.mjs';

if (!existsSync(VITE)) {
  console.error('The dependencies are not installed: run `npm install` first.');
  process.exit(1);
}

for (const target of [appOutput(), serverOutput()]) {
  const reason = staleReason(target);
  if (!reason) {
    console.log(
      `The build of ${target.name} in ${path.relative(root, target.out)}/ is up to date.`,
    );
    continue;
  }
  console.log(`Building ${target.name} (${reason})…`);
  const started = Date.now();
  const result = build(target);
  if (result.status !== 0) {
    console.error(
      result.error
        ? `Could not run vite: ${result.error.message}`
        : 'The build failed (see above).',
    );
    process.exit(result.status || 1);
  }
  console.log(`Built ${target.name} in ${Math.round((Date.now() - started) / 1000)} s.`);
}

process.chdir(root);
await import(pathToFileURL(path.join(root, 'dist-server', 'main.js')).href);
