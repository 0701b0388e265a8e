/**
 * The rate limit's counters with REDIS_URL: @fastify/rate-limit's own Redis store (its counting
 * script, keys under `editor:rate:`) while Redis answers, so a client has one budget across every
 * replica; its in-memory store while Redis is away or a count fails, so requests are still
 * limited (per replica) and never fail because Redis did. Counting moves back to Redis as soon as
 * it answers again; what was counted in memory meanwhile stays in memory and is not added to it.
 */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { SharedState } from './shared-state';

export const RATE_KEY_PREFIX = 'editor:rate:';

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];
type Child = Parameters<FastifyRateLimitStore['child']>[0];

/** The stores' `read` (counting without adding one), which their types leave out. */
interface Store extends FastifyRateLimitStore {
  read?(key: string, callback: Callback, timeWindow: number, max: number): void;
}

/** The settings the plugin hands a store's constructor. */
interface StoreParams {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
}

class SharedOrLocalStore implements Store {
  constructor(
    private readonly shared: SharedState,
    private readonly redis: Store,
    private readonly local: Store,
  ) {}

  incr(key: string, callback: Callback, timeWindow: number, max: number): void {
    this.use('incr', key, callback, timeWindow, max);
  }

  read(key: string, callback: Callback, timeWindow: number, max: number): void {
    this.use('read', key, callback, timeWindow, max);
  }

  child(routeOptions: Child): Store {
    return new SharedOrLocalStore(
      this.shared,
      this.redis.child(routeOptions),
      this.local.child(routeOptions),
    );
  }

  private use(
    method: 'incr' | 'read',
    key: string,
    callback: Callback,
    timeWindow: number,
    max: number,
  ): void {
    const local = () => {
      const run = this.local[method];
      if (!run) return callback(new Error(`The in-memory rate-limit store has no ${method}.`));
      run.call(this.local, key, callback, timeWindow, max);
    };
    const run = this.redis[method];
    if (!this.shared.available() || !run) return local();
    run.call(
      this.redis,
      key,
      (error, result) => {
        if (!error && result) return callback(null, result);
        this.shared.failed(error ?? new Error('Redis gave no count.'));
        local();
      },
      timeWindow,
      max,
    );
  }
}

/** The plugin's `store` option: counts in Redis while it answers, in memory otherwise. */
export function sharedRateLimitStore(shared: SharedState): FastifyRateLimitStoreCtor {
  return class SharedStore extends SharedOrLocalStore {
    constructor(params: StoreParams) {
      const continueExceeding = params.continueExceeding ?? false;
      const exponentialBackoff = params.exponentialBackoff ?? false;
      super(
        shared,
        new RedisStore(continueExceeding, exponentialBackoff, shared.client, RATE_KEY_PREFIX),
        new LocalStore(continueExceeding, exponentialBackoff),
      );
    }
  };
}
