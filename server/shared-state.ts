/**
 * What the replicas of one deployment share: a connection to Redis or Valkey (REDIS_URL) for
 * the rate limit's counters and the monitoring sessions' directory, plus a second connection
 * for the messages replicas hand each other (a connection that subscribes can send nothing else).
 *
 * The server never waits on Redis to answer: it starts when Redis is down, and while Redis is
 * away `available()` is false and everything is kept in this process's memory. ioredis keeps
 * reconnecting; when Redis answers again it is used again. Each change of state is one plain
 * sentence in the log, never one line per failed attempt. Log lines name the host and port,
 * never the URL (it may hold a password).
 */
import { Redis } from 'ioredis';
import { redisAddress } from './config';

export interface Notice {
  info(line: string): void;
  warn(line: string): void;
}

export const consoleNotice: Notice = {
  info: (line) => console.log(line),
  warn: (line) => console.error(line),
};

export interface SharedState {
  /** Commands: fail at once while disconnected, never queued behind a reconnection. */
  readonly client: Redis;
  /** Subscriptions only. */
  readonly subscriber: Redis;
  /** host:port, for log lines. */
  readonly address: string;
  /** Connected and answering: shared state is used; otherwise this process's memory. */
  available(): boolean;
  /** Calls `listener` each time Redis answers again after being away; returns the unsubscribe. */
  onAvailable(listener: () => void): () => void;
  /** A command failed: a timed-out one drops the connection, so the next one waits for no reply. */
  failed(error: unknown): void;
  close(): Promise<void>;
}

export interface SharedStateOptions {
  /** How long start-up waits for the first answer before going on without Redis. */
  startWaitMs?: number;
  /** A command with no reply after this long fails (and the caller falls back to memory). */
  commandTimeoutMs?: number;
}

const KEPT_HERE = "rate limits and monitoring sessions are kept in this process's memory";

/** Reconnection waits 100 ms, 200 ms … up to 2 s, for as long as the server runs. */
const retryStrategy = (attempt: number) => Math.min(attempt * 100, 2000);

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

export async function connectSharedState(
  url: string,
  notice: Notice = consoleNotice,
  options: SharedStateOptions = {},
): Promise<SharedState> {
  const address = redisAddress(url);
  const common = {
    connectTimeout: 2000,
    retryStrategy,
    // A command of a request goes out once; if the connection drops meanwhile it fails and the
    // request is answered from memory.
    maxRetriesPerRequest: 0,
  };
  const client = new Redis(url, {
    ...common,
    enableOfflineQueue: false,
    commandTimeout: options.commandTimeoutMs ?? 1000,
  });
  // Subscriptions are renewed on each 'ready' below, so none is queued while disconnected.
  const subscriber = new Redis(url, {
    ...common,
    enableOfflineQueue: false,
    autoResubscribe: false,
  });

  let state: 'starting' | 'up' | 'down' = 'starting';
  let closing = false;
  let lastError = '';
  /** Dropped for not answering: its socket may take a while to close, but it is not used. */
  let dropped = false;
  const listeners = new Set<() => void>();

  client.on('error', (error: unknown) => {
    lastError = describe(error);
  });
  // Its failures are the client's too; the client's events say what happened.
  subscriber.on('error', () => {});
  client.on('ready', () => {
    dropped = false;
    if (closing) return;
    const before = state;
    state = 'up';
    if (before === 'starting') {
      notice.info(`Rate limits and monitoring sessions are shared through Redis at ${address}.`);
    } else if (before === 'down') {
      notice.info(
        `Redis at ${address} answers again: rate limits and monitoring sessions are shared through it again.`,
      );
      for (const listener of listeners) listener();
    }
  });
  const lost = () => {
    if (closing || state !== 'up') return;
    state = 'down';
    notice.warn(
      `Lost Redis at ${address}${lastError ? ` (${lastError})` : ''}: ${KEPT_HERE} until it answers again.`,
    );
  };
  client.on('close', lost);

  // Start-up goes on at the first answer, the first failure or after startWaitMs.
  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      client.off('ready', done);
      client.off('error', done);
      resolve();
    };
    const timer = setTimeout(done, options.startWaitMs ?? 3000);
    client.once('ready', done);
    client.once('error', done);
  });
  if (state === 'starting') {
    state = 'down';
    notice.warn(
      `Redis at ${address} does not answer${lastError ? ` (${lastError})` : ''}: ${KEPT_HERE} until it does.`,
    );
  }

  return {
    client,
    subscriber,
    address,
    available: () => !closing && !dropped && client.status === 'ready',
    onAvailable(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    failed(error) {
      lastError = describe(error);
      // A Redis that accepts connections but stopped answering (paused, swapping): drop the
      // connection so `available()` says so at once; ioredis reconnects.
      if (/timed out/i.test(lastError) && client.status === 'ready' && !dropped) {
        dropped = true;
        lost();
        client.disconnect(true);
      }
    },
    async close() {
      closing = true;
      listeners.clear();
      client.disconnect();
      subscriber.disconnect();
    },
  };
}
