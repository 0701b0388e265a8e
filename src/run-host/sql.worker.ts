// The sql runtime worker, started by the run host (main.ts) from a blob that imports it.
import { serveRuntime } from './worker-io';
import { sqlRuntime } from './sql-runtime';

serveRuntime(sqlRuntime);
