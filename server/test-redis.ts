/**
 * For tests: a real redis-server (or valkey-server) on a free port of 127.0.0.1, started by the
 * test and stopped after it (scripts/class-deployment-lib.ts starts it, as the class deployment
 * does). Without either binary the tests that need it are skipped, and say so once.
 */
import {
  redisBinary,
  startRedis,
  stopAll,
  temporaryFolder,
  type RedisServer,
} from '../scripts/class-deployment-lib';

export const REDIS_BINARY = redisBinary();

if (!REDIS_BINARY) {
  console.warn(
    'Skipping the Redis tests: neither redis-server nor valkey-server is installed ' +
      '(apt-get install -y redis-server; `npm test` installs it when run as root).',
  );
}

/** Starts a Redis server, on `port` when given. */
export function startTestRedis(port?: number): Promise<RedisServer> {
  return startRedis({ dir: temporaryFolder('editor-redis-test-'), ...(port ? { port } : {}) });
}

export { stopAll as stopTestRedis };
