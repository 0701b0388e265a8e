/**
 * When a text-generation service fails, no request goes to it until a wait is over: the
 * service's own wait when it gives one (Retry-After, a loading model's estimated_time), else
 * BACKOFF_FIRST_MS doubling after each failure up to BACKOFF_MAX_MS. A success ends it. The
 * clock is passed in so tests can move time.
 */
import type { InferenceError } from './http';

export const BACKOFF_FIRST_MS = 2_000;
export const BACKOFF_MAX_MS = 60_000;
/** A service's own wait is honoured up to this (a wrong header must not stop it for a day). */
export const SERVER_WAIT_MAX_MS = 10 * 60_000;

export class Backoff {
  private failures = 0;
  private until = 0;
  private last: InferenceError | undefined;

  constructor(private readonly now: () => number = Date.now) {}

  /** How long before the next request may go (0: now). */
  remaining(): number {
    return Math.max(0, this.until - this.now());
  }

  /** The failure that started the wait, while it lasts. */
  get lastError(): InferenceError | undefined {
    return this.remaining() > 0 ? this.last : undefined;
  }

  /** Records a failure; returns the wait before the next request. */
  fail(error: InferenceError): number {
    const serverWait =
      error.retryAfterMs !== undefined
        ? Math.min(SERVER_WAIT_MAX_MS, error.retryAfterMs)
        : undefined;
    // Requests that were already on their way when the wait began do not lengthen it.
    if (this.remaining() > 0 && serverWait === undefined) return this.remaining();
    this.failures += 1;
    const wait =
      serverWait ?? Math.min(BACKOFF_MAX_MS, BACKOFF_FIRST_MS * 2 ** (this.failures - 1));
    this.until = Math.max(this.until, this.now() + wait);
    this.last = error;
    return this.remaining();
  }

  succeed(): void {
    this.failures = 0;
    this.until = 0;
    this.last = undefined;
  }
}
