// `node scripts/class-deployment.mjs [--replicas N] [--port P]`: a class deployment on this
// machine from Debian's packages (installed with apt-get when missing and we are root): Redis
// or Valkey, N replicas of the built server sharing it (2 by default) and nginx in front, all on
// 127.0.0.1. Prints the address and runs until Ctrl+C, then stops everything it started; so does
// an error or a process that exits. The work is in class-deployment-lib.ts (TypeScript, loaded
// through tsx), which the class load test uses too. `--ensure-packages` only installs the
// packages when missing, and exits.
import { tsImport } from 'tsx/esm/api';

const USAGE =
  'Usage: node scripts/class-deployment.mjs [--replicas N] [--port P] | --ensure-packages';

const lib = await tsImport('./class-deployment-lib.ts', import.meta.url);
if (process.argv[2] === '--ensure-packages' && process.argv.length === 3) {
  // For `npm test`: what the Redis tests and the class load test need, and nothing else.
  try {
    const { redis, nginx } = lib.ensurePackages();
    console.log(`Using ${redis} and ${nginx}.`);
    process.exit(0);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
const { replicas, port } = lib.numberOptions(
  process.argv.slice(2),
  {
    replicas: { fallback: 2, min: 1, max: 16 },
    port: { fallback: 0, min: 1024, max: 65535 },
  },
  USAGE,
);
let deployment;
try {
  deployment = await lib.startClassDeployment({ replicas, ...(port ? { port } : {}) });
} catch (error) {
  console.error(`The class deployment did not start: ${error.message}`);
  process.exit(1);
}
for (const line of deployment.builds.log) console.log(line);
console.log(`Redis: ${deployment.redis.url} (${deployment.redis.proc.name})`);
for (const replica of deployment.replicas) console.log(`${replica.name}: ${replica.url}`);
console.log(`Editor for the class at ${deployment.url} (nginx). Ctrl+C stops everything.`);

// Any of them ending on its own ends the deployment: it would no longer be the one described.
const procs = [
  deployment.redis.proc,
  deployment.nginx.proc,
  ...deployment.replicas.map((r) => r.proc),
];
const first = await Promise.race(procs.map((proc) => proc.exited.then((code) => ({ proc, code }))));
// After Ctrl+C the library stops the rest and exits; otherwise one ended by itself.
if (!lib.stoppingOnSignal()) {
  console.error(`${first.proc.name} exited (${first.code}):\n${first.proc.output().slice(-2000)}`);
  await deployment.stop();
  process.exit(1);
}
