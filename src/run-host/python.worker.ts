// The python runtime worker, started by the run host (main.ts) from a blob that imports it.
import { serveRuntime } from './worker-io';
import { pythonRuntime } from './python-runtime';

serveRuntime(pythonRuntime);
