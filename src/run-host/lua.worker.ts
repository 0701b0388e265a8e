// The lua runtime worker, started by the run host (main.ts) from a blob that imports it.
import { serveRuntime } from './worker-io';
import { luaRuntime } from './lua-runtime';

serveRuntime(luaRuntime);
